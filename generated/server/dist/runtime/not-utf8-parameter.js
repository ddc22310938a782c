// Copied by `npm run generate` from generator/runtime/server/not-utf8-parameter.ts. Edit it there.
/**
 * A path parameter whose percent-encoded bytes are not UTF-8 (`/things/%FF%FE`): Fastify's router
 * refuses such a path before routing (FST_ERR_BAD_URL), as it refuses a path that is not percent-encoding at all,
 * and the edge would answer that no route matches. Read from the route table like allowed-methods.ts, this finds
 * the route template the raw path has and the parameter holding the bad bytes, so that the answer is 400 naming
 * the parameter and the byte, as a body that is not UTF-8 is (json-body-parser.ts).
 */
import { isUtf8 } from "node:buffer";
import { firstInvalidByte } from "./utf8.js";
/** `routes`: the route table, and any route of the application's own in the same form (`/things/{id}`). */
export function notUtf8ParameterOf(routes) {
	const templates = new Map();
	for (const route of routes) {
		let entry = templates.get(route.path);
		if (entry === undefined) {
			const segments = route.path.split("/").slice(1).map((text) => /^\{[^}]+\}$/.test(text) ? { param: text.slice(1, -1) } : { literal: text });
			entry = {
				segments,
				methods: new Set()
			};
			templates.set(route.path, entry);
		}
		entry.methods.add(route.method);
		if (route.method === "GET") entry.methods.add("HEAD");
	}
	return (path) => {
		const raw = (path.split("?")[0] ?? "").split("/").slice(1);
		// One trailing slash is the same path, as allowed-methods.ts matches it.
		if (raw.length > 1 && raw.at(-1) === "") raw.pop();
		for (const { segments, methods } of templates.values()) {
			if (segments.length !== raw.length) continue;
			let found;
			const matches = segments.every((segment, i) => {
				const text = raw[i] ?? "";
				if ("literal" in segment) return decodedOrSelf(text) === segment.literal;
				if (text === "") return false;
				const bytes = percentDecoded(text);
				if (found === undefined && bytes !== undefined && !isUtf8(bytes)) found = {
					name: segment.param,
					byte: firstInvalidByte(bytes)
				};
				return true;
			});
			if (matches && found !== undefined) return {
				...found,
				methods: [...methods].sort()
			};
		}
		return undefined;
	};
}
/** The bytes a segment's percent-encoding stands for; undefined where it is not percent-encoding (`%zz`). */
function percentDecoded(segment) {
	if (/%(?![0-9A-Fa-f]{2})/.test(segment)) return undefined;
	// Split on the escapes: the odd pieces are `%XX`, the even ones text as it was sent.
	const pieces = segment.split(/(%[0-9A-Fa-f]{2})/);
	return Buffer.concat(pieces.map((piece, i) => i % 2 === 1 ? Buffer.from([Number.parseInt(piece.slice(1), 16)]) : Buffer.from(piece, "utf8")));
}
function decodedOrSelf(segment) {
	try {
		return decodeURIComponent(segment);
	} catch {
		return segment;
	}
}
//# sourceMappingURL=not-utf8-parameter.js.map
