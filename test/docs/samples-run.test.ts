// Every docs sample runs against the reference server in its language's real runtime (Debian's curl, Node,
// Python 3 with requests, Go, Ruby, Java); the TypeScript one is type-checked in samples.test.ts
// (docs/decisions/0024-offline-docs.md). Each sample's base URL — which must appear in it literally — is
// pointed at a recording proxy in front of the server, and each language runs as its own account with the
// key in the one environment variable the README names. Wanted, per operation: every language sends the
// request curl sends (method, path, query, headers, body), authenticated with its own key; the answer is
// what that request deserves — 404 NOT_FOUND for the example ids in a path, 2xx otherwise, except the few
// operations listed below whose example names things that do not exist or must be unique.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Diagnostics } from '../../generator/diagnostics.js';
import { codeSamples } from '../../generator/emit/docs/code-samples.js';
import { buildIr } from '../../generator/ir/build.js';
import { createNameResolver } from '../../generator/naming/resolver.js';
import { createAccount } from '../../server/accounts/index.js';
import { startTestServer, type TestServer } from '../server/harness.js';
import { type RecordedExchange, type RecordingProxy, startRecordingProxy } from './recording-proxy.js';
import { RUNNERS as ALL_RUNNERS, available, type RunResult } from './sample-runners.js';

const root = join(import.meta.dirname, '..', '..');
const samples: Record<string, Array<{ lang: string; label: string; source: string }>> = JSON.parse(
  readFileSync(join(root, 'generated/docs/code-samples.json'), 'utf8'),
);
const bundle = JSON.parse(readFileSync(join(root, 'generated/openapi.json'), 'utf8'));
const baseUrl: string = bundle.servers[0].url;
const KEY_VARIABLE = 'TUNNEL_API_KEY';

/** Operations with a path id, from the bundle: their example ids do not exist, so 404 NOT_FOUND is right. */
const withPathId = new Set<string>();
for (const [path, item] of Object.entries<Record<string, { operationId?: string }>>(bundle.paths)) {
  for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
    const id = item[method]?.operationId;
    if (id !== undefined && path.includes('{')) withPathId.add(id);
  }
}

/** Operations without a path id whose example cannot succeed as is: the answer every language must get, and why. */
const EXPECTED_REFUSALS: Record<string, { status: number; code: string; firstSucceeds?: true }> = {
  // The example's children are backends named by example id.
  createWeightedBackend: { status: 400, code: 'BACKEND_REFERENCE_NOT_FOUND' },
  // The example names an SSH certificate authority by example id.
  createSshUserCertificate: { status: 400, code: 'SSH_CERTIFICATE_AUTHORITY_REFERENCE_NOT_FOUND' },
  // A domain belongs to one agent ingress across all accounts: the first language to send it gets it.
  createAgentIngress: { status: 409, code: 'AGENT_INGRESS_DOMAIN_TAKEN', firstSucceeds: true },
};

/**
 * An example no language's string syntax takes as is — quotes, backslashes, line breaks, control characters,
 * shell, Ruby and JavaScript interpolation, non-ASCII, a nested `body` field — in a document of its own, sent
 * by every language alongside the spec's operations: it must arrive exactly (snippet-quirks.ts).
 */
const HOSTILE_EXAMPLE = {
  text: `it's "quoted" \\ back\\slash \\' \\" \n new line\r\n\ttab #{interpolated} #@ivar #$global $HOME \${js} \`tick\` %s %d ünï 𝄞 \u0001 end\\`,
  'key "with" quotes': 1,
  "key's": 2,
  'back\\slash key': 3,
  body: { body: 'a nested body field' },
  list: [null, true, 1.5, -2, 'x'],
};
const ESCAPE_CHECK = 'escapeCheck';
const hostileSamples = (() => {
  const document = {
    openapi: '3.1.0',
    info: { title: 'Escapes', version: '1' },
    servers: [{ url: baseUrl }],
    security: [{ bearer: [] }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths: {
      '/escape-check': {
        post: {
          operationId: ESCAPE_CHECK,
          parameters: [{ name: 'Service-Version', in: 'header', required: true, schema: { type: 'string', enum: ['2'] } }],
          requestBody: { required: true, content: { 'application/json': { schema: { type: 'object' }, example: HOSTILE_EXAMPLE } } },
          responses: { '204': { description: 'checked' } },
        },
      },
    },
  };
  const diagnostics = new Diagnostics();
  const ir = buildIr(document, diagnostics);
  return codeSamples(ir, createNameResolver(ir, { name: 'tunnel-api' }, diagnostics)).get(ESCAPE_CHECK)!;
})();

const RUNNERS = ALL_RUNNERS.filter(available);
for (const runner of ALL_RUNNERS.filter((r) => !RUNNERS.includes(r))) {
  console.log(`skipped the ${runner.label} docs samples: ${runner.program} is missing (apt-get install ${runner.debianPackage})`);
}
const curlRuns = RUNNERS.some((r) => r.label === 'curl');

let server: TestServer;
let proxy: RecordingProxy;
const results = new Map<string, RunResult & { key: string; milliseconds: number }>();

function exchangesOf(language: string): Map<string, RecordedExchange[]> {
  const out = new Map<string, RecordedExchange[]>();
  for (const e of proxy.exchanges.filter((x) => x.language === language && x.operationId !== ESCAPE_CHECK))
    out.set(e.operationId, [...(out.get(e.operationId) ?? []), e]);
  return out;
}

/** What every language must agree on: the request as the server saw it. */
function request(e: RecordedExchange) {
  return {
    method: e.method,
    url: e.url,
    serviceVersion: e.headers['service-version'],
    contentType: e.headers['content-type'],
    body: e.body === '' ? undefined : JSON.parse(e.body),
  };
}

describe('docs samples run against the reference server', () => {
  beforeAll(async () => {
    server = await startTestServer();
    const address = await server.app.listen({ host: '127.0.0.1', port: 0 });
    proxy = await startRecordingProxy(address);
    const out = join(root, 'test-output', 'docs-samples-run');
    rmSync(out, { recursive: true, force: true });
    // The languages run side by side (the proxy tells their requests apart), each sample after the last.
    await Promise.all(
      RUNNERS.map(async (runner) => {
        const dir = join(out, runner.label);
        mkdirSync(dir, { recursive: true });
        const account = await createAccount(server.db, { name: `samples-${runner.label}`, mayReportAbuse: true });
        const list = [...Object.entries(samples), [ESCAPE_CHECK, hostileSamples] as const].map(([operationId, all]) => {
          const source = all.find((s) => s.label === runner.label)?.source ?? '';
          return { operationId, source: source.replaceAll(baseUrl, proxy.baseUrl(runner.label, operationId)) };
        });
        const started = performance.now();
        const result = await runner.run(list, dir, { PATH: process.env.PATH, HOME: process.env.HOME, [KEY_VARIABLE]: account.apiKey });
        results.set(runner.label, { ...result, key: account.apiKey, milliseconds: Math.round(performance.now() - started) });
      }),
    );
    console.log(`docs samples: ${[...results].map(([label, r]) => `${label} ${r.milliseconds} ms`).join(', ')}`);
  }, 120_000);

  afterAll(async () => {
    await proxy?.close();
    await server?.close();
  });

  it('every operation has a sample in every language, naming the base URL literally', () => {
    for (const runner of RUNNERS) {
      for (const [operationId, all] of Object.entries(samples)) {
        const sample = all.find((s) => s.label === runner.label);
        expect(sample?.source, `${operationId} ${runner.label}`).toContain(baseUrl);
      }
    }
  });

  for (const runner of RUNNERS) {
    it(`${runner.label}: every sample ${runner.mode === 'run' ? 'runs' : 'compiles'} (${runner.program} from Debian's ${runner.debianPackage})`, () => {
      const result = results.get(runner.label)!;
      expect(result.exitCode, result.output.slice(-4000)).toBe(0);
    });
  }

  for (const runner of RUNNERS.filter((r) => curlRuns && r.mode === 'run' && r.label !== 'curl')) {
    it(`${runner.label} sends, for every operation, the request curl sends`, () => {
      const mine = exchangesOf(runner.label);
      const curl = exchangesOf('curl');
      expect([...mine.keys()].sort()).toEqual(Object.keys(samples).sort());
      for (const [operationId, [exchange]] of mine) expect(request(exchange!), operationId).toEqual(request(curl.get(operationId)![0]!));
    });
  }

  for (const runner of RUNNERS.filter((r) => r.mode === 'run')) {
    it(`${runner.label}: once per operation, with its own key from ${KEY_VARIABLE}, answered as the example deserves`, () => {
      const key = results.get(runner.label)!.key;
      const mine = exchangesOf(runner.label);
      expect([...mine.keys()].sort()).toEqual(Object.keys(samples).sort());
      for (const [operationId, exchanges] of mine) {
        expect(exchanges, operationId).toHaveLength(1);
        const { headers, status, response } = exchanges[0]!;
        expect(headers.authorization, operationId).toBe(`Bearer ${key}`);
        const errorCode = status >= 400 ? JSON.parse(response).error_code : undefined;
        const refusal = EXPECTED_REFUSALS[operationId];
        if (withPathId.has(operationId)) expect([status, errorCode], operationId).toEqual([404, 'NOT_FOUND']);
        else if (refusal === undefined) expect(status, `${operationId}: ${response}`).toBeGreaterThanOrEqual(200);
        else if (!(refusal.firstSucceeds && status < 300)) expect([status, errorCode], operationId).toEqual([refusal.status, refusal.code]);
        if (!withPathId.has(operationId) && refusal === undefined) expect(status, `${operationId}: ${response}`).toBeLessThan(300);
      }
    });
  }

  for (const runner of RUNNERS.filter((r) => r.mode === 'run')) {
    it(`${runner.label}: an example with quotes, backslashes, line breaks and interpolation characters arrives exactly`, () => {
      const exchanges = proxy.exchanges.filter((e) => e.language === runner.label && e.operationId === ESCAPE_CHECK);
      expect(exchanges).toHaveLength(1);
      expect(JSON.parse(exchanges[0]!.body)).toEqual(HOSTILE_EXAMPLE);
    });
  }

  it.runIf(RUNNERS.some((r) => r.mode === 'run'))('the refusals listed above are real: the first language to create the agent ingress succeeded', () => {
    const statuses = proxy.exchanges
      .filter((e) => e.operationId === 'createAgentIngress')
      .map((e) => e.status)
      .sort();
    expect(statuses).toEqual([201, ...Array(statuses.length - 1).fill(409)]);
  });
});
