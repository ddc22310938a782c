/**
 * The request shapes of the real service's published document that repeat the path in the body
 * (docs/decisions/0052-real-service-clients.md): an update's `{"id": …}` (and a route's `edge_id`), an agent
 * command's `{"id": …}`, and a module replace wrapped as `{"edge_id": …, "id": …, "module": {…}}`. A repeated
 * id must equal the path's (else 400 BODY_ID_MISMATCH) and is then dropped; a wrapped module is unwrapped.
 * Which body fields repeat which path parameter is the spec's `x-path-parameter`; module replaces are the
 * operations named `replace…` (rule/operation-id-verb in redocly.yaml).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fieldError } from '../resources/field-error.js';
import { addOperationRewrite } from './operation-hooks.js';
import { type Bundle, operationsWithBodies, specBundle } from './spec-bundle.js';

/** operationId → body field → the path parameter it repeats; module replaces also under `module`. */
export function pathEchoes(spec: Bundle): { fields: ReadonlyMap<string, ReadonlyMap<string, string>>; wrapped: ReadonlySet<string> } {
  const fields = new Map<string, ReadonlyMap<string, string>>();
  const wrapped = new Set<string>();
  for (const { operation, body } of operationsWithBodies(spec)) {
    const id = operation.operationId!;
    const echoes = new Map<string, string>();
    for (const [name, property] of Object.entries(body.properties ?? {})) {
      if (property['x-path-parameter'] !== undefined) echoes.set(name, property['x-path-parameter']);
    }
    if (echoes.size > 0) fields.set(id, echoes);
    if (id.startsWith('replace')) wrapped.add(id);
  }
  return { fields, wrapped };
}

function checkEcho(request: FastifyRequest, body: Record<string, unknown>, field: string, parameter: string, pointer: string): void {
  const value = body[field];
  // Anything but a string is the validator's to refuse (a type error), so it stays.
  if (typeof value !== 'string') return;
  const pathValue = (request.params as Record<string, string | undefined>)[parameter];
  if (value !== pathValue) throw fieldError('BODY_ID_MISMATCH', { pointer, value, path_id: pathValue ?? '' }, pointer, 'x-path-parameter');
  delete body[field];
}

export function registerPathIdsInBody(app: FastifyInstance): void {
  const { fields, wrapped } = pathEchoes(specBundle());
  addOperationRewrite(
    app,
    (operationId) => fields.has(operationId) || wrapped.has(operationId),
    (request, operationId) => {
      const body = request.body;
      if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
      const record = body as Record<string, unknown>;
      for (const [field, parameter] of fields.get(operationId) ?? []) checkEcho(request, record, field, parameter, `/${field}`);
      if (!wrapped.has(operationId) || !Object.hasOwn(record, 'module')) return;
      // The wrapper holds the module and the path's ids, nothing else; anything more is the validator's to refuse.
      const params = Object.keys(request.params as object);
      const module = record['module'];
      if (typeof module !== 'object' || module === null || Array.isArray(module)) return;
      if (!Object.keys(record).every((key) => key === 'module' || params.includes(key))) return;
      for (const parameter of params) checkEcho(request, record, parameter, parameter, `/${parameter}`);
      request.body = module;
    },
  );
}
