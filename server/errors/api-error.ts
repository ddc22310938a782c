/**
 * An error the API answers with: a registered code, the parameters of its message template and any
 * extra details. Handlers and hooks throw it; the error handler turns it into the error body.
 */
import { errorRegistry, formatMessage } from './error-registry.js';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;

  constructor(
    readonly code: string,
    readonly params: Readonly<Record<string, unknown>> = {},
    readonly details: Readonly<Record<string, unknown>> = {},
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    const entry = errorRegistry.get(code);
    if (entry === undefined) throw new Error(`ApiError: ${code} is not in the spec's error registry`);
    super(formatMessage(entry.message, params));
    this.status = entry.status;
  }

  /** The same error with a message worded for the case at hand (e.g. a validator's own message). */
  withMessage(message: string): ApiError {
    const copy = new ApiError(this.code, this.params, this.details, this.headers);
    copy.message = message;
    return copy;
  }
}
