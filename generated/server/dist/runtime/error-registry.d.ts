/**
 * The API's error registry (`components.x-error-codes`): every code with its status and message template.
 * The generated package registers the document's entries (`errors.gen.ts`) when its index loads; the edge
 * behaviour's own codes have defaults here, worded as the reference API words them, for a document
 * without a registry (its entries win where it has them).
 */
export interface RegisteredError {
	readonly code: string;
	readonly status: number;
	/** `{name}` placeholders are filled from an error's parameters. */
	readonly message: string;
}
/** The registry: the document's codes and the edge defaults. */
export declare const errorRegistry: ReadonlyMap<string, RegisteredError>;
/** Adds the document's entries (the package's index.ts calls it once, when the package loads). */
export declare function registerErrorCodes(entries: readonly RegisteredError[]): void;
/** Fills `{name}` placeholders of a message template; unknown placeholders stay visible. */
export declare function formatMessage(template: string, params: Readonly<Record<string, unknown>>): string;
//# sourceMappingURL=error-registry.d.ts.map
