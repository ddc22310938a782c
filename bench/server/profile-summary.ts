/**
 * Where a V8 CPU profile (`node --cpu-prof`) spends its time: self time summed per function and per
 * package (or file), largest first, so the biggest cost is visible without a profile viewer.
 */
import { REPO_ROOT } from './processes.js';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  startTime: number;
  endTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Only the samples of the last `lastSeconds` of the profile count (the steady load, not the start-up). */
export function summariseProfile(profile: CpuProfile, top: number, lastSeconds: number): string {
  const byNode = new Map<number, ProfileNode>(profile.nodes.map((node) => [node.id, node]));
  const selfMicros = new Map<number, number>();
  const from = profile.endTime - lastSeconds * 1e6;
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    at += delta;
    if (at >= from) selfMicros.set(id, (selfMicros.get(id) ?? 0) + delta);
  });
  const total = [...selfMicros.values()].reduce((a, b) => a + b, 0);
  const byFunction = new Map<string, number>();
  const byPlace = new Map<string, number>();
  for (const [id, micros] of selfMicros) {
    const frame = byNode.get(id)?.callFrame;
    if (frame === undefined) continue;
    const place = placeOf(frame.url);
    const name = `${frame.functionName || '(anonymous)'} ${place}:${frame.lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
    byPlace.set(place, (byPlace.get(place) ?? 0) + micros);
  }
  const table = (title: string, entries: Map<string, number>) =>
    [
      `${title}:`,
      ...[...entries]
        .sort((a, b) => b[1] - a[1])
        .slice(0, top)
        .map(([name, micros]) => `  ${((100 * micros) / total).toFixed(1).padStart(5)}%  ${name}`),
    ].join('\n');
  return [table('self time by package or file', byPlace), table('self time by function', byFunction)].join('\n\n');
}

/** `node_modules/<package>` for dependencies, the repository-relative file for ours, or V8's own label. */
function placeOf(url: string): string {
  if (url === '') return '(native/V8)';
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (modules) return `node_modules/${modules[1]}`;
  const file = url.replace(/^file:\/\//, '');
  return file.startsWith(`${REPO_ROOT}/`) ? file.slice(REPO_ROOT.length + 1) : file;
}
