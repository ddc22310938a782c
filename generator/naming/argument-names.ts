/**
 * Parameter names of a generated SDK method: path parameters in path order (camelCase), then the
 * fixed names `body`, `query`, `options`. A path parameter that would shadow a fixed name, or
 * repeat another after casing, gets a numeric suffix.
 */
import { camelCase } from './casing.js';
import { safeIdentifier } from './identifier.js';

export const FIXED_ARGUMENTS = ['body', 'query', 'options'] as const;

export function pathArgumentNames(pathParamNames: readonly string[]): string[] {
  const taken = new Set<string>(FIXED_ARGUMENTS);
  return pathParamNames.map((raw) => {
    const base = safeIdentifier(camelCase(raw) || 'param');
    let name = base;
    for (let n = 2; taken.has(name); n++) name = `${base}${n}`;
    taken.add(name);
    return name;
  });
}
