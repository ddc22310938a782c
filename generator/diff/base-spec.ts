/**
 * The spec as it was at a git ref, extracted into a temporary folder (with the files it references),
 * so that it can be loaded exactly like the working tree's.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export class BaseRefError extends Error {}

export function extractSpecAt(ref: string, repoRoot: string, specDir = 'spec'): { root: string; dispose: () => void } {
  try {
    execFileSync('git', ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], { cwd: repoRoot, stdio: 'pipe' });
  } catch {
    throw new BaseRefError(`${ref} is not a commit of this repository`);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tunnel-api-diff-'));
  try {
    const tar = execFileSync('git', ['archive', '--format=tar', ref, '--', specDir], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 256 * 1024 * 1024,
    });
    execFileSync('tar', ['-x', '-C', dir], { input: tar });
  } catch {
    fs.rmSync(dir, { recursive: true, force: true });
    throw new BaseRefError(`${ref} has no ${specDir}/ folder`);
  }
  return { root: path.join(dir, specDir, 'openapi.yaml'), dispose: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
