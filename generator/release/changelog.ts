/** One changelog entry: the version, then every API change with its rule and spec file:line, then the notes (notes.ts). */
import type { Change } from '../diff/change.js';
import { SEVERITIES } from '../diff/change.js';
import type { PackagePlan } from './plan.js';

export function changelogEntry(plan: PackagePlan): string {
  const where = (c: Change) => (c.file === undefined ? c.pointer : `${c.file}${c.line === undefined ? '' : `:${c.line}`}`);
  const lines = [`## ${plan.next}`, ''];
  for (const severity of SEVERITIES) {
    for (const c of plan.changes.filter((x) => x.severity === severity))
      lines.push(`- **${severity}** ${c.message}${c.accepted === undefined ? '' : ` (accepted: ${c.accepted})`} (\`${where(c)}\`)`);
  }
  for (const note of plan.notes) lines.push(`- ${note}`);
  if (plan.otherChanges && plan.notes.length === 0) lines.push('- The generated code changed without an API change (generator or runtime).');
  return `${lines.join('\n')}\n`;
}
