/**
 * Serialises a request body for its media type. JSON is the service's format; the form encodings exist so the generated client also works for specs beyond ours.
 */
export declare function serializeBody(body: unknown, mediaType: string): BodyInit;
//# sourceMappingURL=body-serializer.d.ts.map
