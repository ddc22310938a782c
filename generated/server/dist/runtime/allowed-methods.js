export function allowedMethodsOf(routes) {
	const templates = new Map();
	for (const route of routes) {
		let entry = templates.get(route.path);
		if (entry === undefined) {
			// `{name}` matches one non-empty segment, as in Fastify's router.
			const source = route.path.split(/\{[^}]+\}/).map(escapeRegExp).join("[^/]+");
			entry = {
				pattern: new RegExp(`^${source}/?$`),
				methods: new Set()
			};
			templates.set(route.path, entry);
		}
		entry.methods.add(route.method);
		if (route.method === "GET") entry.methods.add("HEAD");
	}
	return (path) => {
		const clean = path.split("?")[0] ?? "";
		const methods = new Set();
		for (const { pattern, methods: m } of templates.values()) if (pattern.test(clean)) for (const x of m) methods.add(x);
		return [...methods].sort();
	};
}
function escapeRegExp(text) {
	return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
//# sourceMappingURL=allowed-methods.js.map
