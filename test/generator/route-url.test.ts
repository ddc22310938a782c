// A path template in Fastify's syntax (generator/emit/server/route-url.ts), as a given/want table: names a
// router's `:name` can hold stay, others become word characters (numbered when taken) and are listed.
import { describe, expect, it } from 'vitest';
import { routeUrl } from '../../generator/emit/server/route-url.js';

describe('routeUrl', () => {
  it.each([
    ['/edges/https/{edge_id}/routes/{id}', '/edges/https/:edge_id/routes/:id', []],
    ['/widgets', '/widgets', []],
    ['/executions/{execution.workflow_id}', '/executions/:execution_workflow_id', [['execution_workflow_id', 'execution.workflow_id']]],
    ['/steps/{step-id}/{step_id}', '/steps/:step_id2/:step_id', [['step_id2', 'step-id']]],
    [
      '/a/{x.y}/{x-y}',
      '/a/:x_y/:x_y2',
      [
        ['x_y', 'x.y'],
        ['x_y2', 'x-y'],
      ],
    ],
    ['/files/{$}', '/files/:param', [['param', '$']]],
  ] as const)('%s → %s', (template, url, renamed) => {
    expect(routeUrl(template)).toEqual({ url, renamed });
  });
});
