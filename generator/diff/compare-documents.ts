/**
 * Every change between two versions of the spec, on the generator's IR (so both sides are normalised
 * the same way the packages are generated): operations and paths, statuses, parameters, request and
 * response bodies.
 */
import type { IrDocument, IrOperation, IrParameter, JsonSchema } from '../ir/types.js';
import type { Change } from './change.js';
import { compareSchemas, type SchemaSide } from './schema-diff.js';

export function compareDocuments(base: IrDocument, head: IrDocument): Change[] {
  const changes: Change[] = [];
  const baseComponents = new Map(base.schemas.map((s) => [s.name, s.schema]));
  const headComponents = new Map(head.schemas.map((s) => [s.name, s.schema]));
  const key = (op: IrOperation) => `${op.method.toUpperCase()} ${op.path}`;
  const headOps = new Map(head.operations.map((op) => [key(op), op]));
  const baseOps = new Map(base.operations.map((op) => [key(op), op]));
  const headPaths = new Set(head.operations.map((op) => op.path));

  for (const [name, op] of baseOps) {
    if (headOps.has(name)) continue;
    if (headPaths.has(op.path))
      changes.push({
        severity: 'breaking',
        rule: 'method-removed',
        message: `${name}: method removed (operation ${op.operationId})`,
        pointer: op.pointer,
        side: 'base',
      });
    else
      changes.push({
        severity: 'breaking',
        rule: 'operation-removed',
        message: `${name}: path removed (operation ${op.operationId})`,
        pointer: op.pointer,
        side: 'base',
      });
  }
  for (const [name, op] of headOps) {
    const old = baseOps.get(name);
    if (old === undefined) {
      changes.push({ severity: 'safe', rule: 'operation-added', message: `${name}: new operation ${op.operationId}`, pointer: op.pointer, side: 'head' });
      continue;
    }
    compareOperation(old, op, { base: baseComponents, head: headComponents }, changes);
  }
  return changes;
}

function compareOperation(
  base: IrOperation,
  head: IrOperation,
  components: { base: ReadonlyMap<string, JsonSchema>; head: ReadonlyMap<string, JsonSchema> },
  changes: Change[],
): void {
  const name = `${head.method.toUpperCase()} ${head.path}`;
  if (base.operationId !== head.operationId) {
    changes.push({
      severity: 'breaking',
      rule: 'operation-id-changed',
      message: `${name}: operationId changed from ${base.operationId} to ${head.operationId} (generated method and type names change)`,
      pointer: head.pointer,
      side: 'head',
    });
  }

  const params = (op: IrOperation) =>
    new Map([...op.pathParams, ...op.queryParams, ...op.headerParams, ...op.cookieParams].map((p) => [`${p.in}:${p.name}`, p]));
  const bp = params(base);
  const hp = params(head);
  for (const [id, p] of hp) {
    const old = bp.get(id);
    const where = `${name} ${p.in} parameter ${p.name}`;
    const pointer = `${head.pointer}/parameters`;
    if (old === undefined) {
      changes.push({
        severity: p.required ? 'breaking' : 'safe',
        rule: p.required ? 'parameter-added-required' : 'parameter-added',
        message: `${where}: new ${p.required ? 'required' : 'optional'} parameter`,
        pointer,
        side: 'head',
      });
      continue;
    }
    if (!old.required && p.required)
      changes.push({ severity: 'breaking', rule: 'parameter-made-required', message: `${where}: made required`, pointer, side: 'head' });
    compareSchemas(side(old, `${base.pointer}/parameters`, components.base), side(p, pointer, components.head), 'request', where, changes);
  }
  for (const [id, p] of bp) {
    if (!hp.has(id))
      changes.push({
        severity: 'risky',
        rule: 'parameter-removed',
        message: `${name} ${p.in} parameter ${p.name}: removed`,
        pointer: `${base.pointer}/parameters`,
        side: 'base',
      });
  }

  if (base.requestBody && head.requestBody) {
    if (!base.requestBody.required && head.requestBody.required)
      changes.push({
        severity: 'breaking',
        rule: 'request-body-made-required',
        message: `${name} request body: made required`,
        pointer: `${head.pointer}/requestBody`,
        side: 'head',
      });
    compareSchemas(
      {
        schema: base.requestBody.schema,
        pointer: `${base.pointer}/requestBody/content/${escapeToken(base.requestBody.contentType)}/schema`,
        components: components.base,
      },
      {
        schema: head.requestBody.schema,
        pointer: `${head.pointer}/requestBody/content/${escapeToken(head.requestBody.contentType)}/schema`,
        components: components.head,
      },
      'request',
      `${name} request body`,
      changes,
    );
  } else if (!base.requestBody && head.requestBody?.required) {
    changes.push({
      severity: 'breaking',
      rule: 'request-body-added-required',
      message: `${name}: now requires a request body`,
      pointer: `${head.pointer}/requestBody`,
      side: 'head',
    });
  }

  const hr = new Map(head.responses.map((r) => [r.status, r]));
  for (const old of base.responses) {
    const now = hr.get(old.status);
    if (now === undefined) {
      changes.push({
        severity: 'breaking',
        rule: 'status-removed',
        message: `${name}: response ${old.status} removed`,
        pointer: `${base.pointer}/responses/${old.status}`,
        side: 'base',
      });
      continue;
    }
    if (old.schema !== undefined && now.schema !== undefined) {
      compareSchemas(
        {
          schema: old.schema,
          pointer: `${base.pointer}/responses/${old.status}/content/${escapeToken(old.contentType ?? '')}/schema`,
          components: components.base,
        },
        {
          schema: now.schema,
          pointer: `${head.pointer}/responses/${now.status}/content/${escapeToken(now.contentType ?? '')}/schema`,
          components: components.head,
        },
        'response',
        `${name} ${old.status} response`,
        changes,
      );
    } else if (old.schema !== undefined && now.schema === undefined) {
      changes.push({
        severity: 'breaking',
        rule: 'response-body-removed',
        message: `${name}: response ${old.status} no longer has a body`,
        pointer: `${head.pointer}/responses/${now.status}`,
        side: 'head',
      });
    }
  }
  const baseStatuses = new Set(base.responses.map((r) => r.status));
  for (const r of head.responses) {
    if (!baseStatuses.has(r.status))
      changes.push({
        severity: /^2/.test(r.status) ? 'risky' : 'safe',
        rule: 'status-added',
        message: `${name}: new response ${r.status}`,
        pointer: `${head.pointer}/responses/${r.status}`,
        side: 'head',
      });
  }
}

function side(param: IrParameter, pointer: string, components: ReadonlyMap<string, JsonSchema>): SchemaSide {
  return { schema: param.schema, pointer, components };
}

function escapeToken(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}
