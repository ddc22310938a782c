// Copied by `npm run generate` from generator/runtime/client/body-serializer.ts. Edit it there.
/**
 * Serialises a request body for its media type. JSON is the service's format; the form encodings exist so the generated client also works for specs beyond ours.
 */
export function serializeBody(body, mediaType) {
    if (mediaType === 'application/x-www-form-urlencoded')
        return formUrlEncoded(body);
    if (mediaType === 'multipart/form-data')
        return formData(body);
    if (/\bjson\b/.test(mediaType))
        return JSON.stringify(body);
    return body;
}
function entries(body) {
    return body !== null && typeof body === 'object' ? Object.entries(body) : [];
}
function formUrlEncoded(body) {
    const params = new URLSearchParams();
    for (const [key, value] of entries(body)) {
        for (const item of Array.isArray(value) ? value : [value]) {
            if (item !== undefined)
                params.append(key, typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item));
        }
    }
    return params;
}
function formData(body) {
    const data = new FormData();
    for (const [key, value] of entries(body)) {
        for (const item of Array.isArray(value) ? value : [value]) {
            if (item === undefined)
                continue;
            data.append(key, item instanceof Blob ? item : typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item));
        }
    }
    return data;
}
//# sourceMappingURL=body-serializer.js.map
