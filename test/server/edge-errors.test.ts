// The server package's edge mapping (docs/decisions/0046-server-edge.md), given/want: what each failure
// answers, for routes that do and do not document a 404.

import { edgeError, NotImplementedError, type OperationRoute, RequestValidationError } from '@tunnel-api/server';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';

const validator = { id: 'v', check: () => [] };
const route = (responses: Record<string, typeof validator>): OperationRoute => ({
  operationId: 'getWidget',
  method: 'GET',
  path: '/widgets/{id}',
  url: '/widgets/:id',
  successStatus: 200,
  statusesWithoutBody: [],
  body: 'none',
  queryTypes: {},
  validators: { query: validator, responses },
});
const request = {
  id: 'op_1',
  params: { id: 'not-an-id' },
  method: 'GET',
  url: '/widgets/not-an-id',
  headers: {},
  routeOptions: {},
} as unknown as FastifyRequest;
const options = { allowedMethods: () => ['GET', 'HEAD'], kindOfPath: () => 'widget' };
const pathProblem = [{ pointer: '/id', rule: 'pattern', message: '/id: must match pattern "^wdg_"' }];

describe('edgeError', () => {
  it.each([
    [
      'a malformed id where the operation documents 404',
      new RequestValidationError('path', pathProblem, route({ '404': validator })),
      404,
      'NOT_FOUND',
      'No widget with id not-an-id exists.',
    ],
    [
      'a malformed id where it does not',
      new RequestValidationError('path', pathProblem, route({})),
      400,
      'PATH_PARAMETER_INVALID',
      'Path parameter id: must match pattern "^wdg_".',
    ],
    ['an operation without a handler', new NotImplementedError('getWidget'), 501, 'NOT_IMPLEMENTED', 'getWidget is not implemented by this server.'],
    [
      'bad JSON',
      Object.assign(new Error('Unexpected end of JSON input'), { code: 'FST_ERR_CTP_INVALID_JSON_BODY', statusCode: 400 }),
      400,
      'INVALID_JSON',
      'The request body is not valid JSON: Unexpected end of JSON input.',
    ],
    ['anything else', new TypeError('x is undefined'), 500, 'INTERNAL_ERROR', 'An internal error occurred; quote operation id op_1 when reporting it.'],
  ])('%s', (_what, error, status, code, message) => {
    const answered = edgeError(error, request, options);
    expect([answered.status, answered.code, answered.message]).toEqual([status, code, message]);
  });
});
