/** The diff report as text (default), JSON or Markdown. */
import { type Change, SEVERITIES } from './change.js';

export type DiffFormat = 'text' | 'json' | 'markdown';

export function formatChanges(changes: readonly Change[], format: DiffFormat, label: { base: string; head: string }): string {
  const sorted = SEVERITIES.flatMap((s) => changes.filter((c) => c.severity === s));
  const counts = Object.fromEntries(SEVERITIES.map((s) => [s, changes.filter((c) => c.severity === s).length])) as Record<string, number>;
  const where = (c: Change) => (c.file ? `${c.file}${c.line ? `:${c.line}` : ''}` : c.pointer);
  switch (format) {
    case 'json':
      return JSON.stringify({ base: label.base, head: label.head, summary: counts, changes: sorted }, null, 2);
    case 'markdown': {
      const lines = [
        `## API changes: ${label.base} → ${label.head}`,
        '',
        `${counts.breaking} breaking, ${counts.risky} risky, ${counts.safe} safe, ${counts.docs} documentation only.`,
        '',
      ];
      if (sorted.length > 0) {
        lines.push('| severity | change | rule | where |', '| --- | --- | --- | --- |');
        for (const c of sorted) lines.push(`| ${c.severity} | ${`${c.message}${accepted(c)}`.replace(/\|/g, '\\|')} | \`${c.rule}\` | \`${where(c)}\` |`);
      }
      return lines.join('\n');
    }
    case 'text': {
      const lines = sorted.map((c) => `${c.severity.padEnd(8)} ${c.message}${accepted(c)}\n         ${c.rule} at ${where(c)}`);
      lines.push(`${counts.breaking} breaking, ${counts.risky} risky, ${counts.safe} safe, ${counts.docs} documentation only (${label.base} → ${label.head})`);
      return lines.join('\n');
    }
  }
}

/** The reason of a breaking change made on purpose (accepted-changes.ts), after its message. */
function accepted(c: Change): string {
  return c.accepted === undefined ? '' : ` (accepted: ${c.accepted})`;
}
