export interface CodedProblem {
	readonly pointer: string;
	readonly rule: string;
	readonly message: string;
	readonly errorCode?: string | undefined;
	/** The numbers and values behind the message (e.g. `allowed` for an unknown field). */
	readonly params?: Readonly<Record<string, unknown>> | undefined;
}
export declare function problemCode(problem: CodedProblem): string;
/**
 * The pattern by which a document's text fields can state that stored text holds no NUL character; a
 * problem of it is `TEXT_NOT_STORABLE` when the registry has that code. The code cannot be given with
 * `x-error-code` on such a field, which would name every problem of the field (its byte limit, its type) so.
 */
export declare const STORABLE_TEXT_PATTERN = "^[^\\u0000]*$";
/** A problem of the storable-text pattern is TEXT_NOT_STORABLE, as when storage finds the character. */
export declare function withStorableTextCode(problem: CodedProblem): CodedProblem;
//# sourceMappingURL=problem-codes.d.ts.map
