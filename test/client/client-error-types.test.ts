// The error registry as types (docs/decisions/0004-error-registry.md): `errorCode` is the union of the
// registered codes yet open to a newer service's; `isTunnelError` refuses a misspelt code and narrows `details`
// to what that code always carries; `known` is a union a switch narrows and can exhaust; `isTunnelOperationError`
// narrows to one operation's declared error responses. `tsc` (npm run check,
// test/generator/compile.test.ts) fails if an expectation or a `@ts-expect-error` breaks.
import {
  type components,
  type ErrorDetails,
  type ErrorProblem,
  isTunnelError,
  isTunnelOperationError,
  type TunnelApiError,
  type TunnelErrorCode,
  type TunnelErrorDetails,
  type TunnelKnownError,
  type TunnelOperationError,
} from '@tunnel-api/client';
import { describe, expectTypeOf, it } from 'vitest';

describe('typed error codes', () => {
  it('errorCode is the registry’s codes, open to codes a newer service adds', () => {
    expectTypeOf<'NOT_FOUND'>().toExtend<TunnelErrorCode>();
    expectTypeOf<'RESOURCE_IN_USE'>().toExtend<TunnelErrorCode>();
    expectTypeOf<string>().not.toExtend<TunnelErrorCode>();
    expectTypeOf<'A_CODE_FROM_A_NEWER_SERVICE'>().toExtend<TunnelApiError['errorCode']>();
  });

  it('isTunnelError narrows details to what the code always carries', () => {
    const error: unknown = new Error('not an API error');
    if (isTunnelError(error, 'RESOURCE_IN_USE')) {
      expectTypeOf(error).toExtend<TunnelApiError>();
      expectTypeOf(error.errorCode).toEqualTypeOf<'RESOURCE_IN_USE'>();
      expectTypeOf(error.details.referrers).toEqualTypeOf<NonNullable<ErrorDetails['referrers']>>();
      expectTypeOf(error.details.referrers).toExtend<readonly string[]>();
    }
    if (isTunnelError(error, 'UNKNOWN_FIELD')) {
      expectTypeOf(error.details.problems).toExtend<readonly ErrorProblem[]>();
      expectTypeOf(error.details.allowed).toExtend<readonly string[]>();
      expectTypeOf(error.details.operation_id).toEqualTypeOf<string>();
    }
    if (isTunnelError(error, 'NOT_FOUND')) {
      // A code that names no details of its own: the keys every error may carry stay optional.
      expectTypeOf(error.details.problems).toEqualTypeOf<ErrorDetails['problems']>();
    }
    // @ts-expect-error a misspelt code does not compile
    isTunnelError(error, 'NOT_FUOND');
  });

  it('TunnelErrorDetails is the registered shape per code', () => {
    expectTypeOf<TunnelErrorDetails<'SSH_CA_HAS_CERTIFICATES'>['count']>().toEqualTypeOf<number>();
    expectTypeOf<TunnelErrorDetails<'METHOD_NOT_ALLOWED'>['allowed']>().toExtend<readonly string[]>();
  });

  it('known narrows per case in a switch, and the switch can be exhaustive', () => {
    const describeError = (error: TunnelApiError): string => {
      const known = error.known;
      if (known === undefined) return `a code newer than this client: ${error.errorCode}`;
      switch (known.code) {
        case 'RESOURCE_IN_USE':
          return `still used by ${known.details.referrers.join(', ')}`;
        case 'UNKNOWN_FIELD':
          return `unknown field; allowed: ${known.details.allowed.join(', ')}`;
        default:
          expectTypeOf(known.code).toEqualTypeOf<Exclude<TunnelErrorCode, 'RESOURCE_IN_USE' | 'UNKNOWN_FIELD'>>();
          return known.code;
      }
    };
    expectTypeOf(describeError).returns.toEqualTypeOf<string>();
    expectTypeOf<TunnelKnownError['code']>().toEqualTypeOf<TunnelErrorCode>();
  });
});

describe("an operation's error responses", () => {
  it('isTunnelOperationError narrows status to the statuses the operation declares, and body to their schema', () => {
    const error: unknown = new Error('not an API error');
    if (isTunnelOperationError(error, 'getIpPolicy')) {
      expectTypeOf(error).toExtend<TunnelApiError>();
      expectTypeOf(error.operation).toEqualTypeOf<'getIpPolicy'>();
      expectTypeOf(error.status).toEqualTypeOf<400 | 401 | 404 | 429>();
      if (error.status === 404) expectTypeOf(error.body).toEqualTypeOf<components['schemas']['Error']>();
    }
    expectTypeOf<TunnelOperationError<'deleteIpPolicy'>['status']>().toEqualTypeOf<400 | 401 | 404 | 409 | 429>();
    // @ts-expect-error an operationId the API lacks does not compile
    isTunnelOperationError(error, 'getIpPolicies');
  });
});
