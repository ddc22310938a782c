// Copied by `npm run generate` from generator/runtime/client/body-serializer.ts. Edit it there.
/**
 * Serialises a request body for its media type: JSON, the two form encodings (an object's fields; a
 * `Blob` or `File` field of a multipart body is sent as a file), and anything else as given. A body the
 * caller already made — `FormData`, `Blob`/`File`, `URLSearchParams`, bytes, a `ReadableStream` — is sent
 * as it is, whatever the media type.
 */
export function serializeBody(body, mediaType) {
	if (isBodyInit(body)) return body;
	if (mediaType === "application/x-www-form-urlencoded") return formUrlEncoded(body);
	if (mediaType === "multipart/form-data") return formData(body);
	if (/\bjson\b/.test(mediaType)) return JSON.stringify(body);
	return body;
}
function entries(body) {
	return body !== null && typeof body === "object" ? Object.entries(body) : [];
}
function formUrlEncoded(body) {
	const params = new URLSearchParams();
	for (const [key, value] of entries(body)) {
		for (const item of Array.isArray(value) ? value : [value]) {
			if (item !== undefined) params.append(key, typeof item === "object" && item !== null ? JSON.stringify(item) : String(item));
		}
	}
	return params;
}
function formData(body) {
	const data = new FormData();
	for (const [key, value] of entries(body)) {
		for (const item of Array.isArray(value) ? value : [value]) {
			if (item === undefined) continue;
			data.append(key, item instanceof Blob ? item : typeof item === "object" && item !== null ? JSON.stringify(item) : String(item));
		}
	}
	return data;
}
function isBodyInit(body) {
	return body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams || body instanceof ArrayBuffer || ArrayBuffer.isView(body) || typeof ReadableStream !== "undefined" && body instanceof ReadableStream;
}
//# sourceMappingURL=body-serializer.js.map
