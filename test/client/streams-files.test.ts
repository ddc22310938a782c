// Server-sent events and files end to end (docs/decisions/0050-streams-and-files.md): the client generated from
// test/fixtures/specs/streams-files against a real node:http server on 127.0.0.1. Events arrive typed and in
// order, outlive the per-attempt timeout, end with an AbortSignal or a `break` (the server sees the connection
// close); uploads are Blobs, Files and FormData as the server parses them; downloads are Blobs of the same bytes.
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { importFixtureClient } from './support/fixture-client.js';

interface EventStream<Event> extends AsyncIterable<Event> {
  readonly response: Response;
  toArray(): Promise<Event[]>;
}
type Options = { signal?: AbortSignal; timeoutMs?: number };
interface StreamsClient {
  createClient(options: { baseUrl: string; apiKey: string; timeoutMs?: number; maxRetries?: number }): {
    completions: {
      create(body: { prompt: string; stream?: boolean }, options?: Options): Promise<{ id: string; text: string }>;
      createStream(body: { prompt: string }, options?: Options): Promise<EventStream<{ id: string; delta: string }>>;
    };
    conversations: {
      startStream(body: { inputs: string }, options?: Options): Promise<EventStream<{ event: string; data: { type: string; content?: string } }>>;
    };
    logs: { tail(options?: Options): Promise<EventStream<string>> };
    files: {
      upload(body: FormData | { file: Blob; purpose: string }, options?: Options): Promise<{ id: string; bytes: number; filename?: string }>;
      replaceContent(id: string, body: Blob | Uint8Array, options?: Options): Promise<{ id: string; bytes: number }>;
      downloadContent(id: string, options?: Options): Promise<Blob>;
      getSummary(id: string, options?: Options): Promise<string>;
    };
  };
}

interface Seen {
  readonly method: string;
  readonly url: string;
  readonly headers: http.IncomingHttpHeaders;
  readonly body: Buffer;
}

const seen: Seen[] = [];
/** Resolves when the server sees the client close a streaming connection. */
let streamClosed: Promise<unknown> = Promise.resolve();
let baseUrl = '';
const BYTES = new Uint8Array([0, 1, 2, 0xfe, 0xff, 10, 13]);
/**
 * The per-attempt timeout the two timeout tests pass per call. Every other call uses the client's default, so a
 * loaded machine cannot turn an ordinary upload into a timeout (CI saw a multipart upload take over 150 ms).
 */
const TIMEOUT_MS = 500;

function sse(res: http.ServerResponse, frames: readonly string[], options: { end: boolean; gapMs?: number }): void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  streamClosed = once(res, 'close');
  let i = 0;
  const next = (): void => {
    if (res.destroyed) return;
    if (i < frames.length) {
      res.write(frames[i++]);
      setTimeout(next, options.gapMs ?? 0);
    } else if (options.end) {
      res.end();
    }
  };
  next();
}

async function handle(req: http.IncomingMessage, res: http.ServerResponse, body: Buffer): Promise<void> {
  const json = (status: number, value: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(value));
  };
  const route = `${req.method} ${new URL(req.url ?? '/', baseUrl).pathname}`;
  const sent = body.length > 0 && /json/.test(req.headers['content-type'] ?? '') ? (JSON.parse(body.toString('utf8')) as Record<string, unknown>) : {};
  switch (route) {
    case 'POST /completions':
      if (sent['prompt'] === '') return json(400, { message: 'prompt is empty' });
      if (sent['stream'] !== true) return json(200, { id: 'c1', text: 'Hello' });
      // A comment, an event split over two writes, CRLF line ends, then the end marker and something after it.
      return sse(
        res,
        [
          ': keep-alive\n\n',
          'data: {"id":"c1",',
          '"delta":"Hel"}\n\n',
          'data: {"id":"c1","delta":"lo"}\r\n\r\n',
          'data: [DONE]\n\n',
          'data: {"id":"never"}\n\n',
        ],
        { end: true },
      );
    case 'POST /conversations':
      return sse(
        res,
        ['event: message.delta\ndata: {"type":"message.delta","content":"Hi"}\nid: 1\n\n', 'event: conversation.done\ndata: {"type":"done"}\n\n'],
        { end: true },
      );
    case 'GET /logs/tail':
      // Each gap is longer than the client's per-attempt timeout; the stream never ends by itself.
      return sse(res, ['data: line 1\n\n', 'data: line 2\n\n', 'data: line 3\ndata: continued\n\n', 'data: line 4\n\n'], { end: false, gapMs: TIMEOUT_MS * 2 });
    case 'POST /files': {
      const form = await new Response(new Uint8Array(body), { headers: { 'content-type': req.headers['content-type'] ?? '' } }).formData();
      const file = form.get('file');
      if (!(file instanceof File)) return json(400, { message: 'file is not a file' });
      return json(201, { id: 'f1', bytes: file.size, filename: `${file.name}|${file.type}|${String(form.get('purpose'))}|${await file.text()}` });
    }
    case 'PUT /files/f1/content':
      return json(201, { id: 'f1', bytes: body.length });
    case 'GET /files/f1/content':
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      return void res.end(Buffer.from(BYTES));
    case 'GET /files/f1/summary':
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
      return void res.end('seven bytes, two of them ¬ ASCII');
    case 'GET /files/slow/summary':
      return; // never answers: the per-attempt timeout applies to the wait for the headers
    default:
      return json(404, { message: `no route ${route}` });
  }
}

const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const body = Buffer.concat(chunks);
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
    void handle(req, res, body);
  });
});

let api: ReturnType<StreamsClient['createClient']>;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const client = await importFixtureClient<StreamsClient>('streams-files');
  api = client.createClient({ baseUrl, apiKey: 'k', maxRetries: 0 });
}, 120_000);
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  seen.length = 0;
});

describe('text/event-stream', () => {
  it('the JSON method answers JSON; its Stream method sets `stream: true`, asks for events and yields each chunk typed, up to [DONE]', async () => {
    expect(await api.completions.create({ prompt: 'hi' })).toEqual({ id: 'c1', text: 'Hello' });
    const stream = await api.completions.createStream({ prompt: 'hi' });
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream');
    expect(await stream.toArray()).toEqual([
      { id: 'c1', delta: 'Hel' },
      { id: 'c1', delta: 'lo' },
    ]);
    expect(seen.map((s) => [s.method, s.url, s.headers['accept'], JSON.parse(s.body.toString('utf8'))])).toEqual([
      ['POST', '/completions', expect.not.stringMatching(/event-stream/), { prompt: 'hi' }],
      ['POST', '/completions', 'text/event-stream', { prompt: 'hi', stream: true }],
    ]);
  });

  it('a `#stream` path key is sent without its fragment; a schema of the whole event yields { event, data, id }', async () => {
    const events = await (await api.conversations.startStream({ inputs: 'hello' })).toArray();
    expect(events).toEqual([
      { event: 'message.delta', data: { type: 'message.delta', content: 'Hi' }, id: '1' },
      { event: 'conversation.done', data: { type: 'done' } },
    ]);
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual(['POST /conversations']);
  });

  it('an error status is thrown when awaited, before any event, with the body parsed', async () => {
    await expect(api.completions.createStream({ prompt: '' })).rejects.toMatchObject({
      name: expect.stringMatching(/ApiError$/),
      status: 400,
      body: { message: 'prompt is empty' },
    });
  });

  it('outlives the per-attempt timeout, and ends with the AbortSignal’s reason; the server sees the connection close', async () => {
    const controller = new AbortController();
    const lines: string[] = [];
    const reading = (async () => {
      for await (const line of await api.logs.tail({ signal: controller.signal, timeoutMs: TIMEOUT_MS })) {
        lines.push(line);
        if (lines.length === 3) controller.abort(new Error('enough'));
      }
    })();
    await expect(reading).rejects.toThrow('enough');
    // Three events, each gap twice the per-attempt timeout, arrived: the timeout did not cut the stream.
    expect(lines).toEqual(['line 1', 'line 2', 'line 3\ncontinued']);
    await streamClosed;
  });

  it('leaving the loop closes the connection', async () => {
    for await (const line of await api.logs.tail()) if (line === 'line 1') break;
    await streamClosed;
  });

  it('the per-attempt timeout still applies while waiting for the answer', async () => {
    await expect(api.files.getSummary('slow', { timeoutMs: TIMEOUT_MS })).rejects.toMatchObject({
      name: expect.stringMatching(/TimeoutError$/),
      timeoutMs: TIMEOUT_MS,
    });
  });
});

describe('files', () => {
  it('a multipart body takes a File in its file field, the other fields as text', async () => {
    const file = new File(['{"a":1}\n'], 'train.jsonl', { type: 'application/jsonl' });
    expect(await api.files.upload({ file, purpose: 'fine-tune' })).toEqual({
      id: 'f1',
      bytes: 8,
      filename: 'train.jsonl|application/jsonl|fine-tune|{"a":1}\n',
    });
    expect(seen[0]?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('a multipart body may be a FormData the caller filled', async () => {
    const form = new FormData();
    form.append('file', new Blob(['abc'], { type: 'text/plain' }), 'a.txt');
    form.append('purpose', 'batch');
    expect(await api.files.upload(form)).toEqual({ id: 'f1', bytes: 3, filename: 'a.txt|text/plain|batch|abc' });
  });

  it('a binary body takes a Blob or bytes, sent as they are with the document’s media type', async () => {
    expect(await api.files.replaceContent('f1', new Blob([BYTES]))).toEqual({ id: 'f1', bytes: BYTES.length });
    expect(await api.files.replaceContent('f1', BYTES)).toEqual({ id: 'f1', bytes: BYTES.length });
    expect(seen.map((s) => [s.headers['content-type'], [...s.body]])).toEqual([
      ['application/octet-stream', [...BYTES]],
      ['application/octet-stream', [...BYTES]],
    ]);
  });

  it('a binary answer is a Blob of the bytes sent; a text answer a string', async () => {
    const blob = await api.files.downloadContent('f1');
    expect(blob).toBeInstanceOf(Blob);
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([...BYTES]);
    expect(await api.files.getSummary('f1')).toBe('seven bytes, two of them ¬ ASCII');
  });
});
