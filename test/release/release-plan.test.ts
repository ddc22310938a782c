// Versions that tell the truth: the bump each change asks for (given/want), and the plan computed
// against a real git history — a copy of spec/ committed with release/versions.json, then edited.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Change, Severity } from '../../generator/diff/change.js';
import { REPO_ROOT } from '../../generator/index.js';
import { changelogEntry } from '../../generator/release/changelog.js';
import { releaseNotes } from '../../generator/release/notes.js';
import { bumpFor, releasePlan, satisfies } from '../../generator/release/plan.js';

const change = (severity: Severity): Change => ({
  severity,
  rule: 'r',
  message: `a ${severity} change`,
  pointer: '/x',
  side: 'head',
  file: 'spec/x.yaml',
  line: 3,
});

describe('bumpFor', () => {
  const cases: ReadonlyArray<readonly [string, readonly Severity[], boolean, string, string | undefined]> = [
    ['breaking below 1.0 → minor', ['breaking', 'safe'], false, '0.4.2', 'minor'],
    ['breaking from 1.0 → major', ['breaking'], false, '1.4.2', 'major'],
    ['additive → minor', ['safe', 'docs'], false, '1.4.2', 'minor'],
    ['risky → minor', ['risky'], false, '0.1.0', 'minor'],
    ['documentation only → patch', ['docs'], false, '1.0.0', 'patch'],
    ['generated code only → patch', [], true, '1.0.0', 'patch'],
    ['nothing → no release', [], false, '1.0.0', undefined],
  ];
  it.each(cases)('%s', (_name, severities, other, version, want) => {
    expect(bumpFor(severities.map(change), other, version)).toBe(want);
  });

  it('a release note (a new capability of the generator or runtime) → minor', () => {
    expect(bumpFor([change('docs')], true, '1.0.0', ['Named types.'])).toBe('minor');
  });
});

describe('changelogEntry with release notes', () => {
  const plan = { name: '@pets/client', dir: 'client', released: '0.3.0', bump: 'minor' as const, next: '0.4.0', changes: [], otherChanges: true };
  it.each([
    { notes: [], want: '## 0.4.0\n\n- The generated code changed without an API change (generator or runtime).\n' },
    {
      notes: ['Every schema is a named interface.', 'Imports are wrapped.'],
      want: '## 0.4.0\n\n- Every schema is a named interface.\n- Imports are wrapped.\n',
    },
  ])('$notes', ({ notes, want }) => {
    expect(changelogEntry({ ...plan, notes })).toBe(want);
  });

  it('reads one note per bullet of changes/<dir>.md, continuation lines joined', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'release-notes-'));
    try {
      fs.mkdirSync(path.join(root, 'changes'));
      fs.writeFileSync(path.join(root, 'changes', 'client.md'), '- One.\n- Two,\n  continued.\n');
      expect(releaseNotes(root, 'client')).toEqual(['One.', 'Two, continued.']);
      expect(releaseNotes(root, 'server')).toEqual([]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('satisfies', () => {
  it.each([
    ['0.1.0', '0.2.0', 'minor', true],
    ['0.1.0', '0.1.1', 'minor', false],
    ['0.1.0', '1.0.0', 'minor', true],
    ['1.2.3', '1.3.0', 'major', false],
    ['1.2.3', '2.0.0', 'major', true],
    ['1.2.3', '1.2.3', undefined, true],
  ] as const)('released %s, now %s, %s required → %s', (released, actual, required, want) => {
    expect(satisfies(released, actual, required)).toBe(want);
  });
});

describe('releasePlan on a git history', () => {
  let repo: string;
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, stdio: 'pipe' });
  const packages = { '@pets/client': 'client', '@pets/server': 'server' };

  beforeAll(() => {
    repo = fs.mkdtempSync(path.join(os.tmpdir(), 'tunnel-api-release-'));
    fs.cpSync(path.join(REPO_ROOT, 'spec'), path.join(repo, 'spec'), { recursive: true });
    fs.mkdirSync(path.join(repo, 'release'));
    fs.writeFileSync(path.join(repo, 'release', 'versions.json'), JSON.stringify({ '@pets/client': '0.3.0', '@pets/server': '1.1.0' }));
    git('init', '-q');
    git('add', '.');
    git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', 'release');
  });
  afterAll(() => fs.rmSync(repo, { recursive: true, force: true }));

  const edit = (file: string, from: string, to: string) => {
    const full = path.join(repo, file);
    const text = fs.readFileSync(full, 'utf8');
    expect(text).toContain(from);
    fs.writeFileSync(full, text.replace(from, to));
  };

  it('nothing changed since the release: no package moves', async () => {
    const plan = await releasePlan(repo, path.join(repo, 'spec', 'openapi.yaml'), packages);
    expect(plan?.packages.map((p) => [p.name, p.bump, p.next])).toEqual([
      ['@pets/client', undefined, '0.3.0'],
      ['@pets/server', undefined, '1.1.0'],
    ]);
  });

  it('a removed request field is breaking: minor below 1.0, major above; the changelog names the spec line', async () => {
    edit(
      'spec/components/schemas/IPPolicyCreate.yaml',
      '  metadata:\n    type: string\n    pattern: ^[^\\u0000]*$\n    description: Arbitrary user-defined machine-readable data (for example serialized JSON). At most 4096 bytes.\n    x-max-bytes: 4096\n',
      '',
    );
    const plan = await releasePlan(repo, path.join(repo, 'spec', 'openapi.yaml'), packages);
    expect(plan?.packages.map((p) => [p.name, p.bump, p.next])).toEqual([
      ['@pets/client', 'minor', '0.4.0'],
      ['@pets/server', 'major', '2.0.0'],
    ]);
    const entry = changelogEntry(plan!.packages[1]!);
    expect(entry).toMatch(/^## 2\.0\.0\n\n- \*\*breaking\*\* /);
    expect(entry).toMatch(/`spec\/components\/schemas\/IPPolicyCreate\.yaml:\d+`/);
  });
});
