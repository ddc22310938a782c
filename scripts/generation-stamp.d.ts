/** Types of generation-stamp.js (JavaScript: the launcher reads it before anything can compile TypeScript). */
export const STAMP_PATH: string;
export function currentDigests(root?: string): Record<string, string>;
export function changedSinceGeneration(root?: string): string[];
export function generationIsCurrent(root?: string): boolean;
export function recordGeneration(root?: string): void;
export function describeChanges(changed: readonly string[]): string;
