/**
 * What changed in a package besides the API: the generator's or the runtime's new behaviour, which the
 * spec diff cannot see. Whoever changes it writes one bullet per change into `changes/<package folder>.md`
 * (`changes/client.md`); the release puts them into the package's CHANGELOG entry under its version and
 * empties the file. A note is a new capability, so it asks for a minor release.
 */
import fs from 'node:fs';
import path from 'node:path';

export const NOTES_DIR = 'changes';

/** The bullets of `changes/<dir>.md`, without their `- ` (empty when there is no file). */
export function releaseNotes(repoRoot: string, dir: string): string[] {
  const file = path.join(repoRoot, NOTES_DIR, `${dir}.md`);
  if (!fs.existsSync(file)) return [];
  const notes: string[] = [];
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (line.startsWith('- ')) notes.push(line.slice(2).trim());
    else if (/^\s+\S/.test(line) && notes.length > 0) notes[notes.length - 1] += ` ${line.trim()}`;
  }
  return notes;
}

/** Empties the notes of a released package. */
export function clearReleaseNotes(repoRoot: string, dir: string): void {
  const file = path.join(repoRoot, NOTES_DIR, `${dir}.md`);
  if (fs.existsSync(file)) fs.rmSync(file);
}
