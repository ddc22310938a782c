/**
 * Finishing, once for every target (the pipeline runs it on what a target and the package step made,
 * generator/index.ts): LF line endings and exactly one final newline in every file, and the files in
 * code-unit order of their paths — never `localeCompare()`, whose order depends on the machine's ICU
 * (docs/decisions/0042-one-package-step.md). Emitters need not do any of it.
 */
import { compareCodeUnits } from '../code-unit-order.js';
import type { EmittedFile } from '../emit/types.js';

export function finishContents(files: readonly EmittedFile[]): EmittedFile[] {
  return files.map((file) => {
    const contents = endingInOneNewline(file.contents.includes('\r') ? file.contents.replace(/\r\n?/g, '\n') : file.contents);
    return contents === file.contents ? file : { path: file.path, contents };
  });
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
