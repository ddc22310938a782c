const INTEGER = /^-?(0|[1-9][0-9]*)$/;
const NUMBER = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?$/;
export function coerceScalar(text, type) {
	switch (type) {
		case "integer": return INTEGER.test(text) && Number.isSafeInteger(Number(text)) ? Number(text) : text;
		case "number": return NUMBER.test(text) ? Number(text) : text;
		case "boolean": return text === "true" ? true : text === "false" ? false : text;
		case "string": return text;
	}
}
export function coerceQuery(query, types) {
	const out = {};
	for (const [name, value] of Object.entries(query)) {
		const type = types[name];
		if (type === undefined) out[name] = value;
		else if (Array.isArray(value)) out[name] = value.map((v) => typeof v === "string" ? coerceScalar(v, type) : v);
		else out[name] = typeof value === "string" ? coerceScalar(value, type) : value;
	}
	return out;
}
//# sourceMappingURL=coerce-query.js.map
