/**
 * Runs every docs sample of one language in as few processes as the language allows, so ~100 operations
 * take seconds: one shell script for curl, one Node process, one Python interpreter, one Go program (each
 * sample's `main` renamed), one Ruby script (each sample a method). Samples run one after another, each
 * after the previous one's response arrived; Java's fragments become methods of one class, compiled by javac
 * and run in one JVM.
 */
import { execFile, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Sample {
  readonly operationId: string;
  readonly source: string;
}

export interface RunResult {
  readonly exitCode: number;
  readonly output: string;
}

export interface SampleRunner {
  /** The sample's tab label in the docs. */
  readonly label: string;
  /** `run`: the samples send their requests; `compile`: they are only compiled (none today). */
  readonly mode: 'run' | 'compile';
  /** The program that must be on PATH, and the Debian package that installs it (.ci/run). */
  readonly program: string;
  readonly debianPackage: string;
  /** A command that succeeds when the runtime is there (with the libraries the samples import). */
  readonly probe: readonly string[];
  run(samples: readonly Sample[], dir: string, env: NodeJS.ProcessEnv): Promise<RunResult>;
}

function exec(file: string, args: readonly string[], options: { cwd: string; env: NodeJS.ProcessEnv }): Promise<RunResult> {
  return new Promise((resolve) => {
    execFile(file, args, { ...options, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      const exitCode = error === null ? 0 : typeof error.code === 'number' ? error.code : 1;
      resolve({ exitCode, output: `${stdout}${stderr}` });
    });
  });
}

/** Replaces the one occurrence of `find` in `source`, or throws: the runners rely on the snippets' shape. */
function replaceOnce(source: string, find: string, replacement: string): string {
  const parts = source.split(find);
  if (parts.length !== 2) throw new Error(`expected exactly one ${JSON.stringify(find)} in:\n${source}`);
  return parts.join(replacement);
}

const indent = (source: string, prefix: string) =>
  source
    .split('\n')
    .map((line) => (line === '' ? line : `${prefix}${line}`))
    .join('\n');

export const curl: SampleRunner = {
  label: 'curl',
  mode: 'run',
  program: 'curl',
  debianPackage: 'curl',
  probe: ['curl', '--version'],
  run(samples, dir, env) {
    // -sS: no progress meter; set -e stops at a curl that could not connect (a 4xx is still exit 0).
    const script = ['set -e', ...samples.map((s) => `# ${s.operationId}\n${s.source.replace(/^curl /, 'curl -sS ')}\necho`)].join('\n');
    writeFileSync(join(dir, 'samples.sh'), script);
    return exec('bash', ['samples.sh'], { cwd: dir, env });
  },
};

export const javascript: SampleRunner = {
  label: 'JavaScript',
  mode: 'run',
  program: 'node',
  debianPackage: 'nodejs',
  probe: [process.execPath, '--version'],
  run(samples, dir, env) {
    // The samples start fetch without awaiting it; counting the calls lets each finish before the next starts.
    const prelude = [
      'const started = [];',
      'const nodeFetch = globalThis.fetch;',
      'globalThis.fetch = (...args) => { const response = nodeFetch(...args); started.push(response.catch(() => undefined)); return response; };',
      'const settle = async () => { await Promise.all(started.splice(0)); await new Promise((resolve) => setTimeout(resolve, 0)); };',
    ];
    const blocks = samples.map((s) => `// ${s.operationId}\n{\n${indent(s.source, '  ')}\n}\nawait settle();`);
    writeFileSync(join(dir, 'samples.mjs'), [...prelude, ...blocks].join('\n'));
    return exec(process.execPath, ['samples.mjs'], { cwd: dir, env });
  },
};

export const python: SampleRunner = {
  label: 'Python',
  mode: 'run',
  program: 'python3',
  debianPackage: 'python3-requests',
  probe: ['python3', '-c', 'import requests'],
  run(samples, dir, env) {
    writeFileSync(join(dir, 'samples.json'), JSON.stringify(samples));
    // Each sample is a script of its own: compiled under its name, run with fresh globals.
    writeFileSync(
      join(dir, 'run.py'),
      [
        'import json',
        'for sample in json.load(open("samples.json")):',
        '    exec(compile(sample["source"], sample["operationId"], "exec"), {"__name__": "__main__"})',
        '',
      ].join('\n'),
    );
    return exec('python3', ['run.py'], { cwd: dir, env });
  },
};

export const go: SampleRunner = {
  label: 'Go',
  mode: 'run',
  program: 'go',
  debianPackage: 'golang-go',
  probe: ['go', 'version'],
  async run(samples, dir, env) {
    // One package: every sample is a file whose main becomes sampleN (imports are per file in Go).
    writeFileSync(join(dir, 'go.mod'), 'module samples\n\ngo 1.19\n');
    samples.forEach((s, i) => {
      writeFileSync(join(dir, `sample${i}.go`), `// ${s.operationId}\n${replaceOnce(s.source, 'func main() {', `func sample${i}() {`)}\n`);
    });
    writeFileSync(join(dir, 'main.go'), `package main\n\nfunc main() {\n${samples.map((_, i) => `\tsample${i}()\n`).join('')}}\n`);
    return exec('go', ['run', '.'], { cwd: dir, env: { ...env, GOFLAGS: '-mod=mod', GO111MODULE: 'on' } });
  },
};

export const ruby: SampleRunner = {
  label: 'Ruby',
  mode: 'run',
  program: 'ruby',
  debianPackage: 'ruby',
  probe: ['ruby', '--version'],
  run(samples, dir, env) {
    const methods = samples.map((s, i) => `# ${s.operationId}\ndef sample${i}\n${indent(s.source, '  ')}\nend\n`);
    writeFileSync(join(dir, 'samples.rb'), [...methods, ...samples.map((_, i) => `sample${i}`)].join('\n'));
    return exec('ruby', ['samples.rb'], { cwd: dir, env });
  },
};

export const java: SampleRunner = {
  label: 'Java',
  mode: 'run',
  program: 'java',
  debianPackage: 'default-jdk-headless',
  probe: ['javac', '-version'],
  async run(samples, dir, env) {
    // The snippets are statements; a reader puts them in a method with these imports, as done here.
    const methods = samples.map((s, i) => `  // ${s.operationId}\n  static void sample${i}() throws Exception {\n${indent(s.source, '    ')}\n  }\n`);
    const main = `  public static void main(String[] args) throws Exception {\n${samples.map((_, i) => `    sample${i}();\n`).join('')}  }\n`;
    writeFileSync(
      join(dir, 'Samples.java'),
      [
        'import java.net.URI;',
        'import java.net.http.HttpClient;',
        'import java.net.http.HttpRequest;',
        'import java.net.http.HttpResponse;',
        '',
        'public class Samples {',
        ...methods,
        main,
        '}',
        '',
      ].join('\n'),
    );
    const compiled = await exec('javac', ['-encoding', 'UTF-8', '-d', 'classes', 'Samples.java'], { cwd: dir, env });
    return compiled.exitCode === 0 ? exec('java', ['-cp', 'classes', 'Samples'], { cwd: dir, env }) : compiled;
  },
};

export const RUNNERS: readonly SampleRunner[] = [curl, javascript, python, go, ruby, java];

/** Whether the runner's runtime is installed here. */
export function available(runner: SampleRunner): boolean {
  const [command, ...args] = runner.probe;
  return spawnSync(command!, args, { stdio: 'ignore' }).status === 0;
}
