import { expect } from 'vitest';
import { SshError } from '../../../server/ssh/index.js';

export interface ExpectedSshError {
  code: string;
  pointer: string;
  /** The whole message, or a pattern it must match. */
  message?: string | RegExp;
}

/** Runs `action` and checks it threw an SshError with this code, pointer and message. */
export function expectSshError(action: () => unknown, expected: ExpectedSshError): SshError {
  let thrown: unknown;
  try {
    action();
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(SshError);
  const error = thrown as SshError;
  expect({ code: error.code, pointer: error.pointer }).toEqual({ code: expected.code, pointer: expected.pointer });
  if (typeof expected.message === 'string') expect(error.message).toBe(expected.message);
  else if (expected.message) expect(error.message).toMatch(expected.message);
  return error;
}
