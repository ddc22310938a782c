import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { buildDist } from '../generator/package/build-dist.ts';

const [mode, outRoot, pkg] = process.argv.slice(2) as [string, string, string];
const files: { path: string; contents: string }[] = [];
const walk = (dir: string) => { for (const e of fs.readdirSync(path.join(outRoot, dir), { withFileTypes: true })) { const rel = `${dir}/${e.name}`; if (e.isDirectory()) walk(rel); else if (rel.endsWith('.ts')) files.push({ path: rel, contents: fs.readFileSync(path.join(outRoot, rel), 'utf8') }); } };
walk(`${pkg}/src`); if (process.env.NO_RUNTIME) { const keep = files.filter((f) => !f.path.includes('/runtime/')); files.length = 0; files.push(...keep); }
const typesOnly = new Set(pkg === 'client' ? ['src/schema.gen.ts', 'src/operation-types.gen.ts', 'src/models.gen.ts'] : []);
const t0 = performance.now();
let out;
if (mode === 'old') out = buildDist(files, pkg, process.cwd(), { typesOnly });
else {
  const { buildDistOneProgram } = await import('./one-program.ts');
  out = buildDistOneProgram(files, pkg, process.cwd(), { typesOnly });
}
const ms = performance.now() - t0;
fs.writeFileSync(`/tmp/gs-proto-${mode}-${pkg}.json`, JSON.stringify(out, null, 1));
console.error(mode, pkg, Math.round(ms), 'ms', out.length, 'files', 'cpu', Math.round(process.cpuUsage().user / 1000));
