/** Types of build-stamp.js (JavaScript so that scripts/launch.js can load it without a TypeScript loader). */

/** What a build records beside its output: the output's file name (in the stamp's folder), its inputs (relative to the checkout) and their digest. */
export interface BuildStamp {
  readonly digest: string;
  readonly output: string;
  readonly inputs: readonly string[];
}

export function buildDir(root: string): string;
export function buildDigest(root: string, inputs: readonly string[]): string;
export function readStamp(stampFile: string): BuildStamp | undefined;
export function currentOutput(root: string, stampFile: string): string | undefined;
