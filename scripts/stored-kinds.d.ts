/** Types of stored-kinds.js (JavaScript: the launcher runs it before anything can compile TypeScript). */
export const STORED_KINDS_PATH: string;
export function storedKinds(root?: string): Array<{ readonly name: string; readonly module: string }>;
export function storedKindsSource(kinds: ReadonlyArray<{ readonly name: string; readonly module: string }>): string;
export function storedKindsAreCurrent(root?: string): boolean;
export function writeStoredKinds(root?: string): boolean;
