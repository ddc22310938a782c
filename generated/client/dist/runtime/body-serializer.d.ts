/**
 * Serialises a request body for its media type: JSON, the two form encodings (an object's fields; a
 * `Blob` or `File` field of a multipart body is sent as a file), and anything else as given. A body the
 * caller already made — `FormData`, `Blob`/`File`, `URLSearchParams`, bytes, a `ReadableStream` — is sent
 * as it is, whatever the media type.
 */
export declare function serializeBody(body: unknown, mediaType: string): BodyInit;
//# sourceMappingURL=body-serializer.d.ts.map
