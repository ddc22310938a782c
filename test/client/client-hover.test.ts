// What an editor shows (docs/decisions/0045-named-types.md): a hover over a value the client returns names
// the schema's type, and a hover over that type lists its documented fields — asked of the TypeScript
// language service, as an editor asks it, over the installed package (its declarations in dist/).
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../generator/index.js';

const FILE = path.join(REPO_ROOT, 'test/client/hover-probe.ts');
const SOURCE = `import { createClient } from '@tunnel-api/client';
const api = createClient({ baseUrl: 'http://127.0.0.1:1', apiKey: 'k' });
export const backend = await api.tunnelGroupBackends.get('bkdtg_1');
export const page = await api.tunnelGroupBackends.list().firstPage();
export const watched = backend.labels;
`;

let service: ts.LanguageService | undefined;

/** One language service for the file: building its program over the package is most of the cost. */
function quickInfo(word: string): { text: string; docs: string } {
  service ??= ts.createLanguageService(host());
  const info = service.getQuickInfoAtPosition(FILE, SOURCE.indexOf(word) + word.length - 1);
  return { text: ts.displayPartsToString(info?.displayParts), docs: ts.displayPartsToString(info?.documentation) };
}

function host(): ts.LanguageServiceHost {
  return {
    getScriptFileNames: () => [FILE],
    getScriptVersion: () => '1',
    getScriptSnapshot: (name) => {
      const text = name === FILE ? SOURCE : ts.sys.readFile(name);
      return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text);
    },
    getCurrentDirectory: () => REPO_ROOT,
    getCompilationSettings: () => ({
      target: ts.ScriptTarget.ES2023,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      strict: true,
      skipLibCheck: true,
      types: ['node'],
    }),
    getDefaultLibFileName: (options) => ts.getDefaultLibFilePath(options),
    fileExists: (name) => name === FILE || ts.sys.fileExists(name),
    readFile: (name) => (name === FILE ? SOURCE : ts.sys.readFile(name)),
    readDirectory: ts.sys.readDirectory,
    directoryExists: ts.sys.directoryExists,
    getDirectories: ts.sys.getDirectories,
  };
}

describe('hovers over the generated client', () => {
  it('a fetched resource shows its schema name, not the machinery behind it', () => {
    expect(quickInfo('backend').text).toBe('const backend: TunnelGroupBackend');
  });

  it('a list page shows the envelope schema', () => {
    expect(quickInfo('page').text).toBe('const page: TunnelGroupBackendList');
  });

  it('a field shows its description from the spec', () => {
    const field = quickInfo('backend.labels');
    expect(field.text).toBe('(property) TunnelGroupBackend.labels: {\n    [key: string]: string;\n}');
    expect(field.docs).toContain('Labels to watch for tunnels on');
  });
});
