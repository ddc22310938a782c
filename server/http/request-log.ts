/**
 * The request log: one line per request, written when the response has gone out. `json` is pino's line
 * (for collectors: `reqId` is the operation id the client saw, plus method, url, statusCode and
 * responseTime in ms); `pretty` turns every pino line into one a person reads on a terminal:
 *   `14:03:07 GET /backends/http_response?limit=100 → 200 1.8 ms op_2bJ…`
 * Fastify's own two lines per request (incoming, completed) are turned off.
 */
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { LogFormat } from '../config.js';

/** Keys and tokens never reach the log (docs/decisions/0027-secrets.md): headers are not logged at all, and these paths are redacted. */
const REDACT = ['req.headers.authorization', 'headers.authorization', 'token', 'api_key', 'private_key'];

/** `write` receives every finished line (standard output when not given). */
export function loggerOptions(level: string, format: LogFormat, write?: (line: string) => void): FastifyServerOptions['logger'] {
  if (format === 'json') return { level, redact: REDACT, ...(write === undefined ? {} : { stream: { write } }) };
  const out = write ?? ((line: string) => void process.stdout.write(line));
  return { level, redact: REDACT, stream: { write: (line: string) => out(prettyLine(line)) } };
}

export function registerRequestLog(app: FastifyInstance): void {
  // Nothing changes the level once the app is built (LOG_LEVEL): below `info` there is no line to write, and no
  // hook for every request to run (docs/decisions/0098-authenticated-request-hot-path.md).
  if ((LEVEL_VALUES[app.log.level] ?? 0) > 30) return;
  // A callback hook, not an async one: every request runs it, and a promise per hook is CPU we can spare.
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info({ method: request.method, url: request.url, statusCode: reply.statusCode, responseTime: round(reply.elapsedTime) }, 'request');
    done();
  });
}

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
/** pino's level values by name (a level it does not know counts as logging everything). */
const LEVEL_VALUES: Record<string, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: Number.POSITIVE_INFINITY };

interface PinoLine {
  level?: number;
  time?: number;
  msg?: string;
  reqId?: string;
  method?: string;
  url?: string;
  statusCode?: number;
  responseTime?: number;
  err?: { message?: string; stack?: string };
}

/** One pino JSON line as one readable line (a stack, when there is one, on the lines below it). */
export function prettyLine(json: string): string {
  let entry: PinoLine;
  try {
    entry = JSON.parse(json) as PinoLine;
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`;
  }
  const time = new Date(entry.time ?? Date.now()).toTimeString().slice(0, 8);
  if (entry.msg === 'request' && entry.method !== undefined) {
    return `${time} ${entry.method} ${entry.url} → ${entry.statusCode} ${entry.responseTime} ms ${entry.reqId ?? ''}\n`;
  }
  const level = LEVELS[entry.level ?? 30] ?? String(entry.level);
  const context = entry.reqId === undefined ? '' : ` ${entry.reqId}`;
  const stack = entry.err?.stack === undefined ? '' : `\n${entry.err.stack}`;
  return `${time} ${level} ${entry.msg ?? entry.err?.message ?? ''}${context}${stack}\n`;
}

function round(ms: number): number {
  return Math.round(ms * 10) / 10;
}
