/**
 * Serialises a request body for its media type: JSON, the two form encodings (an object's fields; a
 * `Blob` or `File` field of a multipart body is sent as a file), and anything else as given. A body the
 * caller already made — `FormData`, `Blob`/`File`, `URLSearchParams`, bytes, a `ReadableStream` — is sent
 * as it is, whatever the media type.
 */
export function serializeBody(body: unknown, mediaType: string): BodyInit {
  if (isBodyInit(body)) return body;
  if (mediaType === 'application/x-www-form-urlencoded') return formUrlEncoded(body);
  if (mediaType === 'multipart/form-data') return formData(body);
  if (/\bjson\b/.test(mediaType)) return JSON.stringify(body);
  return body as BodyInit;
}

function entries(body: unknown): [string, unknown][] {
  return body !== null && typeof body === 'object' ? Object.entries(body) : [];
}

function formUrlEncoded(body: unknown): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of entries(body)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined) params.append(key, typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item));
    }
  }
  return params;
}

function formData(body: unknown): FormData {
  const data = new FormData();
  for (const [key, value] of entries(body)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined) continue;
      data.append(key, item instanceof Blob ? item : typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item));
    }
  }
  return data;
}

function isBodyInit(body: unknown): body is BodyInit {
  return (
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body) ||
    (typeof ReadableStream !== 'undefined' && body instanceof ReadableStream)
  );
}
