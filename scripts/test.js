/**
 * `npm test`: `npm run check` and `vitest run` side by side, not one after the other. The suite keeps both cores
 * busy only about nine tenths of its time (its files wait on servers, sockets and child processes), and the
 * checks' ~45 s of CPU (redocly lint, Biome, tsc, the drift check) fit in that slack instead of adding ~20 s of
 * wall time before the first test (docs/decisions/0083-test-schedule.md). Arguments go to Vitest.
 *
 * The outcome is the same as `npm run check && vitest run`: any failure fails the command. The checks' output is
 * held and printed when they end, so it does not cut through Vitest's; a failed check stops the suite at once,
 * as `&&` did. JavaScript, so that it runs before anything can compile TypeScript.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(fileURLToPath(new URL('..', import.meta.url)));

const check = spawn('npm', ['run', '-s', 'check'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
const checkOutput = [];
check.stdout.on('data', (chunk) => checkOutput.push(chunk));
check.stderr.on('data', (chunk) => checkOutput.push(chunk));

// Its own process group, so that a failed check stops Vitest's workers and what they started with it.
const vitest = spawn(process.execPath, [path.join(ROOT, 'node_modules', 'vitest', 'vitest.mjs'), 'run', ...process.argv.slice(2)], {
  cwd: ROOT,
  stdio: 'inherit',
  detached: true,
});

const exited = (child) =>
  new Promise((resolve) => {
    child.on('error', (error) => {
      console.error(`npm test: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal === null ? 1 : 128)));
  });

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    check.kill(signal);
    stopVitest(signal);
  });
}

function stopVitest(signal) {
  try {
    process.kill(-vitest.pid, signal);
  } catch {
    // already gone
  }
}

const checkDone = exited(check).then((code) => {
  if (code !== 0) {
    process.stdout.write(Buffer.concat(checkOutput));
    console.error(`npm test: npm run check failed (exit ${code}); the suite is stopped`);
    stopVitest('SIGTERM');
  }
  return code;
});
const [vitestCode, checkCode] = await Promise.all([exited(vitest), checkDone]);
if (checkCode === 0) process.stdout.write(Buffer.concat(checkOutput));
process.exitCode = checkCode !== 0 ? checkCode : vitestCode;
