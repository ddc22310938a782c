/**
 * An operationId for an operation that has none: method + path words in camelCase, path parameters
 * as `By<Name>` (`get /users/{id}/posts` → `getUsersByIdPosts`). Stable across runs.
 */
export function deriveOperationId(method: string, path: string): string {
  const words = path
    .split('/')
    .filter((segment) => segment !== '')
    .flatMap((segment) => {
      const param = /^\{(.+)\}$/.exec(segment);
      return param ? ['by', ...splitWords(param[1] ?? '')] : splitWords(segment);
    });
  return [method.toLowerCase(), ...words.map(capitalize)].join('');
}

function splitWords(text: string): string[] {
  return text.split(/[^A-Za-z0-9]+/).filter((w) => w !== '');
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
