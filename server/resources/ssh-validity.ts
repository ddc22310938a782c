/**
 * The validity window of a new SSH user certificate (spec/components/schemas/SSHUserCertificateCreate.yaml):
 * valid_after defaults to the current time, valid_until to 24 hours after creation, and valid_until must be
 * later than valid_after. Certificates carry whole seconds (PROTOCOL.certkeys uint64 times) and the API shows
 * second precision (docs/decisions/0011-timestamps.md), so both are cut to the second before they are compared:
 * what is shown, compared and signed is the same instant.
 */
import { timestamp } from '../context.js';
import { ApiError } from '../errors/api-error.js';

/** Default validity, 24 hours (spec/components/schemas/SSHUserCertificateCreate.yaml `valid_until`). */
export const DEFAULT_VALIDITY_MS = 24 * 3600_000;

export interface Validity {
  readonly validAfter: Date;
  readonly validUntil: Date;
}

export function validityOf(request: { valid_after?: string; valid_until?: string }, now: Date): Validity {
  const validAfter = request.valid_after === undefined ? wholeSeconds(now.getTime()) : parseTime(request.valid_after, '/valid_after');
  const validUntil = request.valid_until === undefined ? wholeSeconds(now.getTime() + DEFAULT_VALIDITY_MS) : parseTime(request.valid_until, '/valid_until');
  if (validUntil.getTime() <= validAfter.getTime()) {
    const params = { valid_after: timestamp(validAfter) };
    const message = new ApiError('SSH_VALIDITY_INVALID', params).message;
    throw new ApiError('SSH_VALIDITY_INVALID', params, {
      problems: [{ pointer: '/valid_until', rule: 'ssh', message, error_code: 'SSH_VALIDITY_INVALID' }],
    });
  }
  return { validAfter, validUntil };
}

/**
 * A date-time the schema accepted but a certificate cannot hold: a leap second (`23:59:60`, which
 * JavaScript dates cannot represent) or a time before 1970 (certificate times are unsigned).
 */
function parseTime(text: string, pointer: string): Date {
  const ms = Date.parse(text);
  if (Number.isNaN(ms)) throw fieldError('FORMAT_INVALID', { pointer, format: 'date-time' });
  if (ms < 0) throw fieldError('VALUE_OUT_OF_RANGE', { pointer, comparison: 'at or after', limit: '1970-01-01T00:00:00Z' });
  return wholeSeconds(ms);
}

function wholeSeconds(ms: number): Date {
  return new Date(Math.floor(ms / 1000) * 1000);
}

function fieldError(code: string, params: { pointer: string } & Record<string, string>): ApiError {
  const message = new ApiError(code, params).message;
  return new ApiError(code, params, { problems: [{ pointer: params.pointer, rule: 'ssh', message, error_code: code }] });
}
