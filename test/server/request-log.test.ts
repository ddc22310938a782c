/** One log line per request: readable on a terminal, JSON otherwise (server/http/request-log.ts). */
import Fastify, { LogController } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions, prettyLine, registerRequestLog } from '../../server/http/request-log.js';

async function serve(format: 'pretty' | 'json', level = 'info'): Promise<string[]> {
  const lines: string[] = [];
  const app = Fastify({
    logger: loggerOptions(level, format, (line) => lines.push(line)),
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: () => 'op_test',
  });
  registerRequestLog(app);
  app.get('/backends/http_response', async () => ({ backends: [] }));
  await app.inject({ method: 'GET', url: '/backends/http_response?limit=5', headers: { authorization: 'Bearer tak_secret' } });
  await app.inject({ method: 'POST', url: '/nowhere' });
  app.log.warn('slow disk');
  await app.close();
  return lines;
}

describe('request log', () => {
  it('writes one JSON line per request with the operation id, method, url, status and time, and no headers', async () => {
    const lines = (await serve('json')).map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry.msg === 'request');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ level: 30, reqId: 'op_test', method: 'GET', url: '/backends/http_response?limit=5', statusCode: 200, msg: 'request' });
    expect(typeof lines[0]?.responseTime).toBe('number');
    expect(lines[1]).toMatchObject({ method: 'POST', url: '/nowhere', statusCode: 404 });
    expect(JSON.stringify(lines)).not.toContain('tak_secret');
  });

  it('writes no request lines below the info level, and what is logged at its level still', async () => {
    const lines = (await serve('json', 'warn')).map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toEqual([expect.objectContaining({ level: 40, msg: 'slow disk' })]);
  });

  it('writes one readable line per request on a terminal', async () => {
    const lines = await serve('pretty');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^\d\d:\d\d:\d\d GET \/backends\/http_response\?limit=5 → 200 \d+(\.\d)? ms op_test\n$/);
    expect(lines[1]).toMatch(/^\d\d:\d\d:\d\d POST \/nowhere → 404 \d+(\.\d)? ms op_test\n$/);
  });

  it.each([
    { what: 'a message', json: '{"level":40,"time":0,"msg":"slow disk"}', want: /^\d\d:\d\d:\d\d WARN slow disk\n$/ },
    {
      what: 'an error with its stack below',
      json: '{"level":50,"time":0,"reqId":"op_1","msg":"request failed","err":{"message":"boom","stack":"Error: boom\\n    at x"}}',
      want: /^\d\d:\d\d:\d\d ERROR request failed op_1\nError: boom\n {4}at x\n$/,
    },
    { what: 'a line that is not JSON', json: 'plain text', want: /^plain text\n$/ },
  ])('prints $what readably', ({ json, want }) => {
    expect(prettyLine(json)).toMatch(want);
  });
});
