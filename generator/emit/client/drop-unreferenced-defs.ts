/**
 * Removes the `$defs` of schemas that no `$ref` points into any more, before openapi-typescript reads the document:
 * it writes a schema's `$defs` as a property of the object type (Mistral's `AudioTranscriptionRequest` became
 * `{ …; $defs: { … } }`, a required member no value has), while `$defs` is a keyword holding subschemas, not a field
 * (JSON Schema 2020-12 §8.2.4). Run after inlineDeepRefs, which copies what deep refs into `$defs` point at.
 */
export function dropUnreferencedDefs(document: Record<string, unknown>): number {
  const refs: string[] = [];
  collectRefs(document, refs);
  let dropped = 0;
  const visit = (node: unknown, pointer: string): void => {
    if (node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const [i, item] of node.entries()) visit(item, `${pointer}/${i}`);
      return;
    }
    const record = node as Record<string, unknown>;
    const defs = record['$defs'];
    if (defs !== null && typeof defs === 'object' && !Array.isArray(defs) && isSchemaObject(record)) {
      const inside = `#${pointer}/$defs`;
      if (!refs.some((ref) => ref === inside || ref.startsWith(`${inside}/`))) {
        delete record['$defs'];
        dropped++;
      }
    }
    for (const [key, value] of Object.entries(record)) visit(value, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
  };
  visit(document, '');
  return dropped;
}

function collectRefs(node: unknown, into: string[]): void {
  if (node === null || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const item of node) collectRefs(item, into);
    return;
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string') into.push(decodeURIComponent(value));
    else collectRefs(value, into);
  }
}

/** A schema, not a map that happens to hold a `$defs` key (a `properties` entry named so). */
function isSchemaObject(record: Record<string, unknown>): boolean {
  return ['type', 'properties', 'allOf', 'anyOf', 'oneOf', 'items', 'title', '$ref', 'enum', 'const'].some((key) => key in record);
}
