// The generated packages as a downstream team gets them: `npm pack` of the three packages, installed
// from the tarballs into a fresh project outside the repository, type-checked under strict consumer
// settings without skipLibCheck, then run — the client against the reference server, a Fastify app
// with a partial handler set answering the edge cases as the reference server does, the validators, and
// require() from CommonJS. Then once more with every
// dependency at the lowest version its range admits (generator/package/manifest.ts).
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../generator/index.js';
import { DEPENDENCY_FLOORS } from '../../generator/package/manifest.js';
import { freePort, startTestServer, type TestServer } from '../server/harness.js';
import { TYPECHECK_MATRIX, tsconfig } from './matrix.js';
import { EDGE_REQUESTS, edgeAnswer } from './project/edge-requests.js';

const PACKAGES = ['client', 'server', 'validators'] as const;
const REQUIRED = { createClient: 'function', registerTunnelApiRoutes: 'function', utf8ByteLength: 2 };
const TSC = path.join(REPO_ROOT, 'node_modules', 'typescript', 'bin', 'tsc');

let root: string;
let app: string;
/** The matrix's compiler runs, started together once the install is done (they are independent). */
const typechecks = new Map<string, Promise<{ status: number; output: string }>>();

function installedVersion(name: string): string {
  return (JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
}

/** Asynchronous, so that the reference server in this process keeps answering while a child runs. */
function run(command: string, args: readonly string[], env: NodeJS.ProcessEnv = {}): Promise<{ status: number; output: string }> {
  return new Promise((resolve) => {
    execFile(command, args, { cwd: app, env: { ...process.env, ...env }, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      resolve({ status: error === null ? 0 : typeof error.code === 'number' ? error.code : 1, output: `${stdout}${stderr}`.trim() });
    });
  });
}

async function npm(args: readonly string[]): Promise<void> {
  const result = await run('npm', [...args, '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error']);
  if (result.status !== 0) throw new Error(`npm ${args.join(' ')} failed:\n${result.output}`);
}

/** Runs a compiled consumer file and returns the JSON it prints last. */
async function node(file: string, env: NodeJS.ProcessEnv = {}): Promise<unknown> {
  const result = await run(process.execPath, [file], env);
  expect(result.status, result.output).toBe(0);
  return JSON.parse(result.output.split('\n').at(-1) ?? '');
}

function typecheck(name: string): Promise<{ status: number; output: string }> {
  return run(process.execPath, [TSC, '-p', `tsconfig.${name}.json`]);
}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'tunnel-api-consumer-'));
  app = path.join(root, 'app');
  fs.mkdirSync(path.join(root, 'packs'));
  fs.cpSync(path.join(REPO_ROOT, 'test', 'consumer', 'project'), app, { recursive: true });
  // The three packages in one npm run (each npm start costs about a second of CPU).
  const packed = JSON.parse(
    execFileSync('npm', ['pack', '--json', '--pack-destination', path.join(root, 'packs'), ...PACKAGES.map((name) => `./generated/${name}`)], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    }),
  ) as Array<{ name: string; filename: string }>;
  expect(packed.map((p) => p.name)).toEqual(
    PACKAGES.map((name) => (JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'generated', name, 'package.json'), 'utf8')) as { name: string }).name),
  );
  const tarballs = Object.fromEntries(packed.map((p) => [p.name, `file:../packs/${p.filename}`]));
  // The dependencies at the versions this repository is built and tested with.
  const pinned = Object.fromEntries([...Object.keys(DEPENDENCY_FLOORS), '@types/node'].map((name) => [name, installedVersion(name)]));
  fs.writeFileSync(
    path.join(app, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true, type: 'module', dependencies: { ...tarballs, ...pinned } }, null, 2),
  );
  for (const entry of TYPECHECK_MATRIX) fs.writeFileSync(path.join(app, `tsconfig.${entry.name}.json`), JSON.stringify(tsconfig(entry), null, 2));
  await npm(['install']);
  writeReadmeExamples();
  for (const entry of TYPECHECK_MATRIX) typechecks.set(entry.name, typecheck(entry.name));
}, 180_000);

/**
 * The READMEs' examples as the installed packages ship them, written into the project so the matrix
 * type-checks them: every TypeScript block of the server README, and the client README's named types and
 * typed error codes.
 */
function writeReadmeExamples(): void {
  const blocks = (file: string, section?: string) => {
    let text = fs.readFileSync(path.join(app, 'node_modules', '@tunnel-api', file, 'README.md'), 'utf8');
    if (section !== undefined) text = text.slice(text.indexOf(`\n## ${section}\n`), text.indexOf('\n## ', text.indexOf(`\n## ${section}\n`) + 1));
    return [...text.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1] ?? '');
  };
  const examples = [
    ...blocks('server').map((code, i) => [`readme-server-${i}.ts`, code]),
    ...['Named types', 'Errors'].flatMap((section, n) => blocks('client', section).map((code, i) => [`readme-client-${n}-${i}.ts`, code])),
  ];
  expect(examples.length).toBeGreaterThanOrEqual(3);
  for (const [name, code] of examples) fs.writeFileSync(path.join(app, name ?? ''), `${code}\nexport {};\n`);
}

afterAll(() => {
  if (root !== undefined) fs.rmSync(root, { recursive: true, force: true });
});

describe('the packed packages in a fresh project', () => {
  it('hold declarations and source maps, README, LICENSE and a public, licensed manifest', () => {
    for (const name of PACKAGES) {
      const dir = path.join(app, 'node_modules', '@tunnel-api', name);
      const files = fs.readdirSync(dir, { recursive: true }).map(String);
      expect(files, name).toEqual(expect.arrayContaining(['README.md', 'LICENSE', 'package.json']));
      if (name !== 'validators')
        expect(files, name).toEqual(
          expect.arrayContaining(
            ['dist/index.d.ts', 'dist/index.d.ts.map', 'dist/index.js.map'].map((f) => (name === 'client' ? f.replace('index', 'index.gen') : f)),
          ),
        );
      expect(
        files.filter((f) => /\.test\./.test(f)),
        name,
      ).toEqual([]);
      const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as Record<string, unknown>;
      expect(manifest['license'], name).toBe('MIT');
      expect(fs.readFileSync(path.join(dir, 'LICENSE'), 'utf8')).toMatch(/^MIT License/);
      expect(manifest['publishConfig'], name).toEqual({ access: 'public' });
      expect(String(manifest['types']), name).toMatch(/\.d\.ts$/);
    }
  });

  it.each(TYPECHECK_MATRIX.map((entry) => [entry.name, entry.description]))(
    'type-checks with 0 errors: %s (%s)',
    async (name) => {
      const { status, output } = await typechecks.get(name)!;
      expect(output).toBe('');
      expect(status).toBe(0);
    },
    // A bound for a hung compiler only: the three run at once, and on a loaded machine one took over 120 s.
    300_000,
  );

  it('require() from CommonJS loads all three packages', async () => {
    expect(await node('out/require-usage.cjs')).toEqual(REQUIRED);
  });

  it('validators narrow and explain', async () => {
    expect(await node('out/validators-usage.js')).toEqual({ problems: ['/extra additionalProperties'], description: 'ok', bytes: 2 });
  });

  describe('against the reference server', () => {
    let server: TestServer;
    let url: string;
    beforeAll(async () => {
      const port = await freePort();
      url = `http://127.0.0.1:${port}`;
      server = await startTestServer({ publicUrl: url });
      await server.app.listen({ host: '127.0.0.1', port });
    });
    afterAll(async () => {
      await server.close();
    });

    it('the client creates, reads, lists, fails with a typed error and deletes', async () => {
      const result = (await node('out/client-usage.js', { TUNNEL_API_URL: url, TUNNEL_API_KEY: server.apiKey })) as Record<string, unknown>;
      expect(result).toMatchObject({
        fetchedDescription: 'consumer',
        firstPageUri: `${url}/backends/tunnel_group`,
        notFound: { status: 404, errorCode: 'NOT_FOUND' },
        rawAfterDelete: 404,
      });
      expect(result['listed']).toEqual([result['created']]);
    });

    it('a partial server on the package answers the edge cases exactly as the reference server does', async () => {
      const partial = (await node('out/server-usage.js')) as Record<string, unknown>;
      expect(partial).toMatchObject({
        implemented: { status: 200, body: { ip_policies: [], uri: 'http://127.0.0.1/ip_policies?limit=5', next_page_uri: null } },
        errorStatus: { status: 404, body: { error_code: 'NOT_FOUND' } },
        notImplemented: { status: 501, body: { error_code: 'NOT_IMPLEMENTED', status_code: 501, msg: 'listCredentials is not implemented by this server.' } },
        malformedId: { status: 404, body: { error_code: 'NOT_FOUND', msg: 'No IP policy with id not-an-id exists.' } },
        wrongMethod: { status: 405, allow: 'GET, HEAD, POST', body: { error_code: 'METHOD_NOT_ALLOWED' } },
        unknownRoute: { status: 404, body: { error_code: 'ROUTE_NOT_FOUND' } },
        notUtf8Id: {
          status: 400,
          body: { error_code: 'REQUEST_MALFORMED', msg: 'The request is not valid HTTP: path parameter id is not valid UTF-8 (byte 0 once percent-decoded).' },
        },
        notPercentEncoding: { status: 404, body: { error_code: 'ROUTE_NOT_FOUND' } },
        badJson: { status: 400, body: { error_code: 'INVALID_JSON' } },
        invalidBody: { status: 400, body: { error_code: 'UNKNOWN_FIELD' } },
        invalidQuery: { status: 400, body: { error_code: 'QUERY_PARAMETER_INVALID' } },
        missingKey: { status: 401, body: { error_code: 'AUTHENTICATION_REQUIRED' } },
        invalidKey: { status: 401, body: { error_code: 'API_KEY_INVALID' } },
        missingVersion: { status: 400, body: { error_code: 'SERVICE_VERSION_MISSING' } },
      });
      for (const [name, request] of Object.entries(EDGE_REQUESTS)) {
        expect(partial[name], name).toEqual(await edgeAnswer(url, request, server.apiKey));
      }
    });
  });

  describe('with every dependency at the lowest version its range admits', () => {
    beforeAll(async () => {
      await Promise.all(typechecks.values());
      await npm(['install', ...Object.entries(DEPENDENCY_FLOORS).map(([name, version]) => `${name}@${version}`)]);
    }, 180_000);

    it('installed the floors', () => {
      for (const [name, version] of Object.entries(DEPENDENCY_FLOORS)) {
        const manifest = JSON.parse(fs.readFileSync(path.join(app, 'node_modules', name, 'package.json'), 'utf8')) as { version: string };
        expect(manifest.version, name).toBe(version);
      }
    });

    it('type-checks with 0 errors under the strictest entry', async () => {
      const { status, output } = await typecheck(TYPECHECK_MATRIX[0]!.name);
      expect(output).toBe('');
      expect(status).toBe(0);
    }, 300_000);

    it('the validators, the partial server and require() still work', async () => {
      expect(await node('out/validators-usage.js')).toEqual({ problems: ['/extra additionalProperties'], description: 'ok', bytes: 2 });
      expect(await node('out/server-usage.js')).toMatchObject({
        implemented: { status: 200 },
        notImplemented: { status: 501 },
        malformedId: { status: 404 },
        wrongMethod: { status: 405 },
      });
      expect(await node('out/require-usage.cjs')).toEqual(REQUIRED);
    });
  });
});
