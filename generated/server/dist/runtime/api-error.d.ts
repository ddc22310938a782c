export declare class ApiError extends Error {
	override readonly name = "ApiError";
	readonly code: string;
	readonly status: number;
	readonly params: Readonly<Record<string, unknown>>;
	readonly details: Readonly<Record<string, unknown>>;
	readonly headers: Readonly<Record<string, string>>;
	constructor(code: string, params?: Readonly<Record<string, unknown>>, details?: Readonly<Record<string, unknown>>, headers?: Readonly<Record<string, string>>);
	/** The same error with a message worded for the case at hand (e.g. a validator's own message). */
	withMessage(message: string): ApiError;
}
//# sourceMappingURL=api-error.d.ts.map
