// Reading the API key from the environment in each snippet language (generator/emit/docs/environment-key.ts):
// given what the snippet library writes with the placeholder, want the sample a reader copies.
import { describe, expect, it } from 'vitest';
import {
  type EnvironmentReading,
  go,
  java,
  javascript,
  KEY_PLACEHOLDER as K,
  python,
  readKeyFromEnvironment,
  ruby,
} from '../../generator/emit/docs/environment-key.js';

const cases: Array<[string, EnvironmentReading, string, string]> = [
  [
    'JavaScript bearer',
    javascript,
    `headers: {Authorization: 'Bearer ${K}', 'Service-Version': '2'}`,
    `headers: {Authorization: 'Bearer ' + process.env.TUNNEL_API_KEY, 'Service-Version': '2'}`,
  ],
  ['JavaScript API-key header', javascript, `headers: {'X-Api-Key': '${K}'}`, `headers: {'X-Api-Key': process.env.TUNNEL_API_KEY}`],
  [
    'Python bearer, import added',
    python,
    `import requests\n\nheaders = {"Authorization": "Bearer ${K}"}`,
    `import os\nimport requests\n\nheaders = {"Authorization": "Bearer " + os.environ["TUNNEL_API_KEY"]}`,
  ],
  [
    'Go bearer, "os" added to the imports',
    go,
    `package main\n\nimport (\n\t"fmt"\n\t"net/http"\n)\n\nfunc main() {\n\treq.Header.Add("Authorization", "Bearer ${K}")\n}`,
    `package main\n\nimport (\n\t"fmt"\n\t"net/http"\n\t"os"\n)\n\nfunc main() {\n\treq.Header.Add("Authorization", "Bearer " + os.Getenv("TUNNEL_API_KEY"))\n}`,
  ],
  ['Ruby bearer', ruby, `request["Authorization"] = 'Bearer ${K}'`, `request["Authorization"] = 'Bearer ' + ENV.fetch('TUNNEL_API_KEY')`],
  ['Java bearer', java, `.header("Authorization", "Bearer ${K}")`, `.header("Authorization", "Bearer " + System.getenv("TUNNEL_API_KEY"))`],
  ['Java, key before a suffix', java, `.header("Token", "${K};v=1")`, `.header("Token", System.getenv("TUNNEL_API_KEY") + ";v=1")`],
  [
    'no credential: unchanged, no import',
    python,
    `import requests\n\nheaders = {"X-Trace": "<X-Trace>"}`,
    `import requests\n\nheaders = {"X-Trace": "<X-Trace>"}`,
  ],
];

describe('readKeyFromEnvironment', () => {
  it.each(cases)('%s', (_, language, given, want) => {
    expect(readKeyFromEnvironment(given, language, 'TUNNEL_API_KEY')).toBe(want);
  });

  it('throws when the placeholder is not inside a plain string literal of the expected quote', () => {
    expect(() => readKeyFromEnvironment(`headers = {"Authorization": 'Bearer ${K}'}`, python, 'TUNNEL_API_KEY')).toThrow(
      /not inside a plain "…" string literal/,
    );
    expect(() => readKeyFromEnvironment(`x = "a\\"b ${K}"`, python, 'TUNNEL_API_KEY')).toThrow(/not inside/);
  });

  it('throws when a Go sample has no import block to extend', () => {
    expect(() => readKeyFromEnvironment(`import "net/http"\nx := "Bearer ${K}"`, go, 'TUNNEL_API_KEY')).toThrow(/no import block/);
  });
});
