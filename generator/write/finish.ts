/**
 * Finishing, once for every target (the pipeline runs it on what a target and the package step made,
 * generator/index.ts): the banner on every code file (write/banner.ts), LF line endings and exactly one final
 * newline in every file, and the files in code-unit order of their paths — never `localeCompare()`, whose order
 * depends on the machine's ICU (docs/decisions/0042-one-package-step.md). Emitters need not do any of it.
 */
import { compareCodeUnits } from '../code-unit-order.js';
import type { EmittedFile } from '../emit/types.js';
import { copiedBanner, generatedBanner, OWN_PROVENANCE, type Provenance } from './banner.js';

/** `provenance`: what the generated files' banners name (this repository's own by default; a runtime copy's banner names its source alone). */
export function finishContents(files: readonly EmittedFile[], provenance: Provenance = OWN_PROVENANCE): EmittedFile[] {
  return files.map((file) => {
    const lf = file.contents.includes('\r') ? file.contents.replace(/\r\n?/g, '\n') : file.contents;
    const contents = endingInOneNewline(isCode(file.path) ? withBanner(lf, file, provenance) : lf);
    return contents === file.contents && file.copiedFrom === undefined ? file : { path: file.path, contents };
  });
}

/** TypeScript and JavaScript sources and declarations: the files a banner comment can open. */
export function isCode(filePath: string): boolean {
  return /\.(?:[cm]?ts|[cm]?js)$/.test(filePath);
}

/**
 * A generated file: the banner, a blank line, then the code without the blank lines an emitter left at its top. A
 * copied runtime file: the banner, then its source as it begins (with the source's own opening comment).
 */
function withBanner(text: string, file: EmittedFile, provenance: Provenance): string {
  if (file.copiedFrom !== undefined) return `${copiedBanner(file.copiedFrom, file.path)}\n${text}`;
  let start = 0;
  while (text.charCodeAt(start) === 10) start++;
  return `${generatedBanner(provenance)}\n\n${text.slice(start)}`;
}

/** The files in code-unit order of their paths; two files at one path are a generator bug. */
export function inPathOrder(files: readonly EmittedFile[]): EmittedFile[] {
  const sorted = [...files].sort((a, b) => compareCodeUnits(a.path, b.path));
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i]?.path === sorted[i - 1]?.path) throw new Error(`two files emitted at ${sorted[i]?.path} (a generator bug)`);
  }
  return sorted;
}

/** The text with exactly one trailing newline (by character codes: `/\n*$/` took seconds over a large document's validators). */
function endingInOneNewline(text: string): string {
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === 10) end--;
  return end === text.length - 1 ? text : `${text.slice(0, end)}\n`;
}
