// What clients written for the service send on the wire, and the error body for every way a request can
// be malformed: bodyless requests that still carry `Content-Type: application/json`, zero values on
// create, text bodies, methods no route has, query problems in the spec's ErrorProblem shape, request
// headers over Node's limit, and the spec's own examples accepted as they are.
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import bundle from '../../generated/openapi.json' with { type: 'json' };
import { type ListeningServer, startListeningServer } from '../agents-e2e/support/api-server.js';
import { connectProtocolAgent } from '../agents-e2e/support/protocol-agent.js';
import { expectError } from './harness.js';

let server: ListeningServer;
beforeAll(async () => {
  server = await startListeningServer({ heartbeatMs: 60_000, commandTimeoutMs: 2_000 });
});
afterAll(async () => {
  await server.close();
});

const JSON_TYPE = { 'content-type': 'application/json' };

/** A request over the socket with exactly these headers and payload (what a client library sends). */
function raw(
  method: string,
  path: string,
  headers: Record<string, string>,
  payload?: string,
): Promise<{ status: number; body: any; headers: Record<string, unknown> }> {
  const url = new URL(path, server.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers: { authorization: `Bearer ${server.apiKey}`, 'service-version': '2', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: res.statusCode ?? 0, body: text === '' ? undefined : JSON.parse(text), headers: res.headers });
      });
    });
    req.on('error', reject);
    req.end(payload);
  });
}

describe('an empty body with Content-Type: application/json is no body', () => {
  it('DELETE answers 204', async () => {
    const created = await server.call('POST', '/reserved_addrs', { body: {} });
    expect(created.status).toBe(201);
    const res = await raw('DELETE', `/reserved_addrs/${created.body.id}`, { ...JSON_TYPE, 'content-length': '0' });
    expect(res.status).toBe(204);
    expect(res.body).toBeUndefined();
  });

  it('an agent command with an empty body is a command with no parameters', async () => {
    const credential = await server.createCredential();
    const agent = await connectProtocolAgent(server.url, { token: credential.token });
    try {
      const response = raw('POST', `/tunnel_sessions/${agent.sessionId}/stop`, { ...JSON_TYPE, 'content-length': '0' });
      const command = await agent.nextCommand();
      expect(command).toMatchObject({ type: 'command', name: 'stop' });
      agent.send({ type: 'command_ack', command_id: command.command_id });
      expect((await response).status).toBe(204);
    } finally {
      agent.terminate();
    }
  });

  it('an operation whose body is required answers 400 FIELD_REQUIRED, not INVALID_JSON', async () => {
    const body = expectError(await server.call('POST', '/backends/tunnel_group', { payload: '', headers: JSON_TYPE }), 400, 'FIELD_REQUIRED');
    expect(body.msg).toBe('a JSON request body is required.');
  });
});

describe('on create, an optional field sent as its zero value is not set', () => {
  it('an SSH CA with elliptic_curve "" and key_size 0 is the default key type', async () => {
    const res = await server.call('POST', '/ssh_certificate_authorities', { body: { private_key_type: 'ed25519', elliptic_curve: '', key_size: 0 } });
    expect(res.status).toBe(201);
    expect(res.body.key_type).toBe('ed25519');
  });

  it('a reserved address with description, metadata and region "" is a us address without them', async () => {
    const res = await server.call('POST', '/reserved_addrs', { body: { description: '', metadata: '', region: '' } });
    expect(res.status).toBe(201);
    expect(res.body.region).toBe('us');
    expect(res.body.addr).toMatch(/\.tcp\.us\.tunnel\.example\.net:\d+$/);
    expect(res.body).not.toHaveProperty('metadata');
  });

  it('an SSH user certificate with extensions {} gets permit-pty and permit-user-rc', async () => {
    const ca = await server.call('POST', '/ssh_certificate_authorities', { body: {} });
    const res = await server.call('POST', '/ssh_user_certificates', {
      body: {
        ssh_certificate_authority_id: ca.body.id,
        public_key: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHsW4+8ljCkW+VnF3P7Q7TfmqCsWxuDw2XTYvBgR6nU2 user@host',
        extensions: {},
        critical_options: {},
        principals: [],
        valid_after: '',
        valid_until: '',
        description: '',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.extensions).toEqual({ 'permit-pty': '', 'permit-user-rc': '' });
  });

  it('an HTTP response backend with status_code 0 answers 200', async () => {
    const res = await server.call('POST', '/backends/http_response', { body: { status_code: 0, body: '', headers: {} } });
    expect(res.status).toBe(201);
    expect(res.body.status_code).toBe(200);
    expect(res.body.headers).toBeNull();
  });

  it('a required field sent as its zero value is still refused', async () => {
    const body = expectError(await server.call('POST', '/agent_ingresses', { body: { domain: '' } }), 400, 'AGENT_INGRESS_DOMAIN_INVALID');
    expect(body.details.problems[0].pointer).toBe('/domain');
  });

  it('PATCH keeps its meaning: "" clears a description', async () => {
    const created = await server.call('POST', '/ip_policies', { body: { description: 'office' } });
    const res = await server.call('PATCH', `/ip_policies/${created.body.id}`, { body: { description: '' } });
    expect(res.status).toBe(200);
    expect(res.body.description).toBe('');
  });
});

describe('media types', () => {
  it('415 UNSUPPORTED_MEDIA_TYPE for a text/plain body', async () => {
    const body = expectError(
      await server.call('POST', '/backends/tunnel_group', { payload: '{}', headers: { 'content-type': 'text/plain' } }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    expect(body.msg).toBe('Content-Type must be application/json (got text/plain).');
  });
});

describe('methods no route has', () => {
  it('QUERY without Content-Type on a known path answers 405 with Allow', async () => {
    const res = await raw('QUERY', '/credentials', {});
    const body = expectError(res, 405, 'METHOD_NOT_ALLOWED');
    expect(body.msg).toBe('QUERY is not allowed on /credentials; allowed: GET, HEAD, POST.');
    expect(res.headers.allow).toBe('GET, HEAD, POST');
  });

  it('QUERY without Content-Type elsewhere answers 404 ROUTE_NOT_FOUND', async () => {
    const body = expectError(await raw('QUERY', '/nowhere', {}), 404, 'ROUTE_NOT_FOUND');
    expect(body.msg).toBe('No route matches QUERY /nowhere.');
  });

  it('a path that is not valid percent-encoding answers 404 ROUTE_NOT_FOUND', async () => {
    const body = expectError(await raw('GET', '/backends/tunnel_group/%zz', {}), 404, 'ROUTE_NOT_FOUND');
    expect(body.msg).toBe('No route matches GET /backends/tunnel_group/%zz.');
  });

  it("a path id over the router's length limit answers 404 ROUTE_NOT_FOUND, not 414", async () => {
    const id = `bkdtg_${'a'.repeat(200)}`;
    const body = expectError(await raw('GET', `/backends/tunnel_group/${id}`, {}), 404, 'ROUTE_NOT_FOUND');
    expect(body.msg).toBe(`No route matches GET /backends/tunnel_group/${id}.`);
  });
});

describe('query parameter problems', () => {
  const validateError = new Ajv2020({ strict: false }).addSchema(bundle, 'bundle').getSchema('bundle#/components/schemas/Error')!;

  it.each(['/credentials', '/backends/weighted', '/tunnel_sessions'])('%s?limit=101 answers problems the spec allows', async (path) => {
    const res = await server.call('GET', `${path}?limit=101`);
    const body = expectError(res, 400, 'QUERY_PARAMETER_INVALID');
    expect(body.msg).toBe('Query parameter limit: must be at most 100.');
    expect(body.details.problems).toEqual([
      { pointer: '/query/limit', rule: 'maximum', error_code: 'QUERY_PARAMETER_INVALID', message: '/query/limit: must be at most 100.' },
    ]);
    expect(validateError(body), JSON.stringify(validateError.errors)).toBe(true);
  });
});

describe('request headers over the limit', () => {
  it('431 REQUEST_HEADERS_TOO_LARGE with the error body, over a real socket', async () => {
    const port = Number(new URL(server.url).port);
    const text = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(`GET /credentials HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`);
      });
      let received = '';
      socket.on('data', (chunk) => {
        received += chunk.toString('utf8');
      });
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
    });
    const [head, payload] = text.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    const operationId = /service-operation-id: (op_\w+)/i.exec(head!)?.[1];
    expect(JSON.parse(payload!)).toEqual({
      error_code: 'REQUEST_HEADERS_TOO_LARGE',
      status_code: 431,
      msg: 'The request line and headers exceed the limit of 16384 bytes.',
      details: { operation_id: operationId },
    });
  });

  it('400 REQUEST_MALFORMED for bytes that are not HTTP', async () => {
    const port = Number(new URL(server.url).port);
    const text = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write('GET / HTTP/1.1\r\nHost 127.0.0.1\r\n\r\n'));
      let received = '';
      socket.on('data', (chunk) => {
        received += chunk.toString('utf8');
      });
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
    });
    expect(text).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    const body = JSON.parse(text.split('\r\n\r\n')[1]!);
    expect(body.error_code).toBe('REQUEST_MALFORMED');
    expect(body.msg).toMatch(/^The request is not valid HTTP: .+\.$/);
  });
});

describe("the spec's examples", () => {
  it('the POST /certificate_authorities example is a CA certificate the server accepts', async () => {
    const example = (bundle as any).paths['/certificate_authorities'].post.requestBody.content['application/json'].examples.create.value;
    const res = await server.call('POST', '/certificate_authorities', { body: example });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ subject_common_name: 'Example Root CA', not_before: '2026-11-01T00:00:00Z', not_after: '2036-10-29T00:00:00Z' });
  });
});
