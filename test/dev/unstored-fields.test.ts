// Request fields the answer lacks (generator/watch/unstored-fields.ts): given a document, which body fields the
// reference server would accept and drop. npm run dev reports those an edit introduces (watch.test.ts).
import { describe, expect, it } from 'vitest';
import { Diagnostics } from '../../generator/diagnostics.js';
import { buildIr } from '../../generator/ir/build.js';
import { unstoredRequestFields } from '../../generator/watch/unstored-fields.js';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const object = (properties: Record<string, object>, extra: object = {}) => ({ type: 'object', properties, ...extra });

/** One operation writing `body` and answering `answer` (status `status`), with `schemas` as components. */
function document(schemas: Record<string, object>, body: object, answer: object | undefined, method = 'post', status = '201') {
  return {
    openapi: '3.1.0',
    info: { title: 'T', version: '1' },
    paths: {
      '/things': {
        [method]: {
          operationId: 'writeThing',
          requestBody: { required: true, content: { 'application/json': { schema: body } } },
          responses: { [status]: { description: 'ok', ...(answer === undefined ? {} : { content: { 'application/json': { schema: answer } } }) } },
        },
      },
    },
    components: { schemas },
  };
}

const cases: Array<[string, ReturnType<typeof document>, string[]]> = [
  [
    'a create field the resource has',
    document(
      { Thing: object({ id: { type: 'string' }, name: { type: 'string' } }), ThingCreate: object({ name: { type: 'string' } }) },
      ref('ThingCreate'),
      ref('Thing'),
    ),
    [],
  ],
  [
    'a create field the resource lacks',
    document(
      { Thing: object({ id: { type: 'string' }, name: { type: 'string' } }), ThingCreate: object({ name: { type: 'string' }, owner: { type: 'string' } }) },
      ref('ThingCreate'),
      ref('Thing'),
    ),
    ['owner at /components/schemas/ThingCreate/properties/owner (ThingCreate → Thing)'],
  ],
  [
    'a writeOnly field: sent, never returned',
    document(
      { Thing: object({ name: { type: 'string' } }), ThingCreate: object({ name: { type: 'string' }, password: { type: 'string', writeOnly: true } }) },
      ref('ThingCreate'),
      ref('Thing'),
    ),
    [],
  ],
  [
    'references sent by id, answered expanded',
    document(
      {
        Thing: object({ backend: object({ id: { type: 'string' } }), ip_policies: { type: 'array' }, certificate_authority: object({}) }),
        ThingReplace: object({
          backend_id: { type: 'string' },
          ip_policy_ids: { type: 'array' },
          certificate_authority_id: { type: 'string' },
          other_id: { type: 'string' },
        }),
      },
      ref('ThingReplace'),
      ref('Thing'),
      'put',
      '200',
    ),
    ['other_id at /components/schemas/ThingReplace/properties/other_id (ThingReplace → Thing)'],
  ],
  [
    'fields through allOf on both sides',
    document(
      {
        Base: object({ description: { type: 'string' } }),
        Thing: { allOf: [ref('Base'), object({ id: { type: 'string' } })] },
        ThingUpdate: { allOf: [ref('Base'), object({ colour: { type: 'string' } })] },
      },
      ref('ThingUpdate'),
      ref('Thing'),
      'patch',
      '200',
    ),
    ['colour at /components/schemas/ThingUpdate/allOf/1/properties/colour (ThingUpdate → Thing)'],
  ],
  [
    'an inline body',
    document({ Thing: object({ name: { type: 'string' } }) }, object({ name: { type: 'string' }, size: { type: 'integer' } }), ref('Thing')),
    ['size at /paths/~1things/post/requestBody/content/application~1json/schema/properties/size (inline → Thing)'],
  ],
  [
    'an answer with no fields says nothing',
    document({ ThingCreate: object({ name: { type: 'string' } }) }, ref('ThingCreate'), { type: 'array', items: { type: 'string' } }),
    [],
  ],
  ['no answer body (204)', document({ ThingCreate: object({ name: { type: 'string' } }) }, ref('ThingCreate'), undefined, 'post', '204'), []],
];

describe('unstoredRequestFields', () => {
  it.each(cases)('%s', (_name, doc, want) => {
    const diagnostics = new Diagnostics();
    const ir = buildIr(doc, diagnostics);
    expect(diagnostics.all.filter((d) => d.severity === 'error')).toEqual([]);
    expect(unstoredRequestFields(ir).map((f) => `${f.field} at ${f.pointer} (${f.requestSchema ?? 'inline'} → ${f.resourceSchema ?? 'inline'})`)).toEqual(want);
  });
});
