import fs from 'node:fs';
import { transformSync } from 'esbuild';
const t0 = performance.now();
let n = 0;
for (const f of process.argv.slice(2)) {
  const text = fs.readFileSync(f, 'utf8');
  const r = transformSync(text, { loader: 'ts', format: 'esm', target: 'es2022', sourcemap: 'external', sourcefile: '../src/x.ts', sourcesContent: false, tsconfigRaw: { compilerOptions: { verbatimModuleSyntax: true, useDefineForClassFields: true } } });
  n += r.code.length;
  if (f.endsWith('pagination.ts')) fs.writeFileSync('/tmp/gs-es-pagination.js', r.code);
}
console.log(Math.round(performance.now() - t0), 'ms', n, 'cpu', process.cpuUsage().user / 1000);
