// After `npm run dev` reloads the server in place, the first copy's database throws its copy's storage errors into
// the new copy's handlers (docs/decisions/0088-dev-reload-in-process.md): they are recognised by a brand every
// copy shares, so a value the database cannot store still answers 400 TEXT_NOT_STORABLE, not 500.
import type { FastifyRequest } from 'fastify';
import { expect, it } from 'vitest';
import { toApiError } from '../http/error-handler.js';
import * as errors from './errors.js';

// A second evaluation of errors.ts, with classes of its own, as a reloaded copy of our code has.
const otherCopy = (await import(/* @vite-ignore */ `./errors.ts?copy=${'other'}`)) as typeof errors;

it('the second import is a copy of its own, whose classes are not this copy’s', () => {
  expect(otherCopy.UnstorableValueError).not.toBe(errors.UnstorableValueError);
  expect(new otherCopy.UnstorableValueError()).not.toBeInstanceOf(errors.UnstorableValueError);
});

it.each([
  { given: () => new otherCopy.ConflictError('addr', 'a.example'), want: 'isConflictError' },
  { given: () => new otherCopy.ReferencedError('id_1', []), want: 'isReferencedError' },
  { given: () => new otherCopy.MissingReferenceError(['id_1']), want: 'isMissingReferenceError' },
  { given: () => new otherCopy.UnstorableValueError(), want: 'isUnstorableValueError' },
] as const)('$want knows the other copy’s error', ({ given, want }) => {
  const error = given();
  const guards = {
    isConflictError: errors.isConflictError,
    isReferencedError: errors.isReferencedError,
    isMissingReferenceError: errors.isMissingReferenceError,
    isUnstorableValueError: errors.isUnstorableValueError,
  };
  expect(Object.entries(guards).flatMap(([name, guard]) => (guard(error) ? [name] : []))).toEqual([want]);
  expect(errors.isStorageError(error)).toBe(true);
});

it('is no storage error: a plain error, an error with a storage code, a non-object', () => {
  const lookalike = Object.assign(new Error('x'), { code: 'unstorable_value' });
  for (const given of [new Error('x'), lookalike, 'unstorable_value', undefined, null]) {
    expect(errors.isStorageError(given)).toBe(false);
    expect(errors.isUnstorableValueError(given)).toBe(false);
  }
});

it('the error handler answers the other copy’s unstorable value with 400 TEXT_NOT_STORABLE at the field', () => {
  const request = { body: { description: 'a\ud800' } } as unknown as FastifyRequest;
  const answer = toApiError(new otherCopy.UnstorableValueError(), request);
  expect(answer.code).toBe('TEXT_NOT_STORABLE');
  expect(answer.status).toBe(400);
});

it('keeps the brand out of what logs and JSON show', () => {
  const error = new errors.UnstorableValueError();
  expect(Object.getOwnPropertySymbols(error)).toEqual([]);
  expect(JSON.parse(JSON.stringify(error))).toEqual({ code: 'unstorable_value', name: 'UnstorableValueError' });
});
