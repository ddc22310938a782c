import path from 'node:path';

/** A path relative to the working directory with `/` separators, as diagnostics print it. */
export function relative(file: string): string {
  const rel = path.relative(process.cwd(), file);
  return rel.startsWith('..') || path.isAbsolute(rel) ? file : rel.split(path.sep).join('/');
}
