/**
 * Writes out the implicit part of each discriminator's mapping before openapi-typescript reads the document.
 * A schema that extends a discriminated parent through `allOf` is mapped by its own name when the mapping
 * leaves it out (OpenAPI 3.1 §4.8.25, "implicit mapping"); openapi-typescript then adds the discriminator
 * property to the child's type next to the child's own declaration of it, a duplicate that does not compile
 * (found on APIs.guru's sirikit-cloud-media document). An explicit entry says the same and is typed well.
 */
import { escapeToken, parseComponentRef } from '../../ir/json-pointer.js';

/** Adds the missing entries to the document's discriminator mappings, in place; returns how many. */
export function completeDiscriminatorMappings(document: Record<string, unknown>): number {
  const schemas = asRecord(asRecord(document['components'])?.['schemas']);
  if (schemas === undefined) return 0;
  let added = 0;
  for (const [childName, child] of Object.entries(schemas)) {
    const allOf = asRecord(child)?.['allOf'];
    if (!Array.isArray(allOf)) continue;
    const childRef = `#/components/schemas/${escapeToken(childName)}`;
    for (const item of allOf) {
      const ref = asRecord(item)?.['$ref'];
      const target = typeof ref === 'string' ? parseComponentRef(ref) : undefined;
      if (target === undefined || target.fragment !== '') continue;
      const parent = asRecord(schemas[target.name]);
      const discriminator = asRecord(parent?.['discriminator']);
      if (parent === undefined || discriminator === undefined || typeof discriminator['propertyName'] !== 'string') continue;
      const mapping = asRecord(discriminator['mapping']) ?? {};
      const targets = Object.values(mapping);
      if (childName in mapping || targets.includes(childRef) || targets.includes(childName)) continue;
      discriminator['mapping'] = { ...mapping, [childName]: childRef };
      added++;
    }
  }
  return added;
}

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}
