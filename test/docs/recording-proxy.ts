/**
 * A reverse proxy in front of the reference server for the sample-running tests: a sample is pointed at
 * `http://127.0.0.1:<port>/<language>/<operationId>` instead of the docs' base URL, the proxy strips that
 * prefix, forwards the request unchanged to the server and records what arrived and what the server
 * answered, so every response is tied to the sample that caused it even when languages run side by side.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedExchange {
  readonly language: string;
  readonly operationId: string;
  readonly method: string;
  /** Path and query as the server received them. */
  readonly url: string;
  readonly headers: http.IncomingHttpHeaders;
  readonly body: string;
  readonly status: number;
  readonly response: string;
}

export interface RecordingProxy {
  /** The base URL that routes a language's sample for an operation through the proxy. */
  baseUrl(language: string, operationId: string): string;
  readonly exchanges: RecordedExchange[];
  close(): Promise<void>;
}

export async function startRecordingProxy(target: string): Promise<RecordingProxy> {
  const upstream = new URL(target);
  const exchanges: RecordedExchange[] = [];
  const server = http.createServer((req, res) => {
    const match = /^\/([^/]+)\/([^/?]+)(\/.*|\?.*|)$/.exec(req.url ?? '');
    if (match === null) {
      res.writeHead(502).end('not a sample URL');
      return;
    }
    const [, language, operationId, rest] = match as unknown as [string, string, string, string];
    const url = rest.startsWith('/') ? rest : `/${rest}`;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const forward = http.request({ host: upstream.hostname, port: upstream.port, method: req.method, path: url, headers: req.headers }, (answer) => {
        const answerChunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => answerChunks.push(chunk));
        answer.on('end', () => {
          const response = Buffer.concat(answerChunks);
          exchanges.push({
            language,
            operationId,
            method: req.method ?? '',
            url,
            headers: req.headers,
            body: body.toString('utf8'),
            status: answer.statusCode ?? 0,
            response: response.toString('utf8'),
          });
          res.writeHead(answer.statusCode ?? 502, answer.headers).end(response);
        });
      });
      forward.on('error', (error) => res.writeHead(502).end(String(error)));
      forward.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: (language, operationId) => `http://127.0.0.1:${port}/${language}/${operationId}`,
    exchanges,
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
