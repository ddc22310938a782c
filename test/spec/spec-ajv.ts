// An ajv instance that validates against the bundled spec's schemas, with the spec's extension keywords.
// The byte-limit keyword is implemented here only to check the spec's own examples; the validators package
// has the shipped implementation (and its own agreement tests).
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

type Json = unknown;
const componentRef = /^#\/components\/schemas\/(.+)$/;

/** Rewrites `#/components/schemas/X` into `X` so each component can be registered under its own id. */
function rewriteRefs(node: Json): Json {
  if (Array.isArray(node)) return node.map(rewriteRefs);
  if (node && typeof node === 'object') {
    const out: Record<string, Json> = {};
    for (const [k, v] of Object.entries(node)) {
      out[k] = k === '$ref' && typeof v === 'string' && componentRef.test(v) ? v.replace(componentRef, '$1') : rewriteRefs(v);
    }
    return out;
  }
  return node;
}

export function createSpecAjv(bundle: { components: { schemas: Record<string, Json> } }) {
  const ajv = new Ajv2020.default({ strict: true, allErrors: true, allowUnionTypes: true });
  addFormats.default(ajv);
  ajv.addKeyword({
    keyword: 'x-max-bytes',
    type: 'string',
    schemaType: 'number',
    validate: (limit: number, data: string) => Buffer.byteLength(data, 'utf8') <= limit,
    errors: false,
  });
  for (const keyword of ['x-error-code', 'x-id-prefix', 'x-path-parameter', 'example'])
    ajv.addKeyword({ keyword, schemaType: ['string', 'number', 'object', 'array', 'boolean'] });
  for (const [name, schema] of Object.entries(bundle.components.schemas)) {
    ajv.addSchema({ ...(rewriteRefs(schema) as object), $id: name });
  }
  return {
    ajv,
    compile: (schema: Json) => ajv.compile(rewriteRefs(schema) as object),
  };
}
