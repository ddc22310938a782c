/** The package's manifest and README: data about the package, not validation code. */
import type { PackageMetadata } from '../../naming/project-names.js';
import { dependencyRange, packageManifest } from '../package-manifest.js';
import { packageVersion } from '../../release/versions.js';

export function packageJson(releaseRoot: string | undefined, name: string, title: string, packageDir: string, metadata: PackageMetadata): string {
  return packageManifest(metadata, {
    name,
    version: packageVersion(releaseRoot, name),
    description: `Ahead-of-time compiled validators for ${title}: type guards and readable problems, generated from its OpenAPI document.`,
    keywords: ['openapi', 'json-schema', 'validation', 'ajv', 'typescript'],
    directory: `generated/${packageDir}`,
    entry: { js: './index.gen.js', types: './index.gen.d.ts' },
    files: ['*.js', '*.d.ts', 'compiled', 'runtime'],
    dependencies: { ajv: dependencyRange('ajv'), 'ajv-formats': dependencyRange('ajv-formats') },
  });
}

/** The package README; its example uses the first request body the spec has. */
export function readme(example: string, name: string, title: string): string {
  return `<!-- Generated from the OpenAPI document. Do not edit by hand. -->

# ${name}

Validators for every schema and operation of ${title}, compiled ahead of time: importing the
package compiles nothing, and a bundler keeps only the validators you import and the checks they call (one
module per compiled function, \`sideEffects: false\`): one request body guard is about 10 kB minified.

\`\`\`sh
npm install ${name}
\`\`\`

ES modules for Node.js ≥ 20.19 (\`require()\` from CommonJS works there too) and bundlers; \`ajv\` and
\`ajv-formats\` are its only dependencies (their small run-time helpers; nothing is compiled).

\`\`\`ts
import { is${example}, check${example} } from '${name}';

if (!is${example}(body)) {
  for (const problem of check${example}(body)) console.log(problem.message);
  // e.g. "/description: must be at most 255 bytes (got 300)", "/extra: unknown field; allowed: description, metadata"
}
\`\`\`

- \`is<Name>(value)\` narrows; \`check<Name>(value)\` returns \`{ pointer, rule, message, params, errorCode? }[]\`
  (empty when valid): \`pointer\` names the field (RFC 6901), \`rule\` the schema keyword that failed,
  \`params\` the values behind the message and \`errorCode\` the spec's \`x-error-code\` for that schema.
- \`schemas.<Component>\` and \`operations.<operationId>.{path, query, body, responses[status]}\` hold the same
  validators as objects (\`is\`, \`check\`, and the compiled \`validate\` function).
- \`x-max-bytes\` limits count UTF-8 bytes with \`utf8ByteLength\`, the function the server and client use.
- Request bodies reject unknown fields even where the spec does not say so, and \`readOnly\` fields;
  response bodies reject \`writeOnly\` fields; component schemas follow the spec as written.
- Body validators never change their input. Path and query validators coerce text to the declared
  types (\`"50"\` → \`50\`, decimal notation only: \`0x10\` is refused) and fill in defaults, in the
  object they are given.

## Versioning

Versions follow the API, as the breaking-change guard classifies each change since the last release:
a breaking change is a major release (a minor one below 1.0), an addition a minor release, anything
else a patch. \`CHANGELOG.md\` lists every change with the spec file and line it came from.
`;
}
