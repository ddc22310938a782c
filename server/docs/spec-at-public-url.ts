/**
 * The bundled spec as a running server serves it: every `servers` entry whose URL is the spec's first server
 * URL (the one generated/ and the code samples were made for) names the server's own `PUBLIC_URL` instead,
 * so a client that imports `/openapi.json` calls this server (docs/decisions/0024-offline-docs.md). Nothing
 * else changes: the JSON keeps the generator's formatting, and the YAML is edited where the URL stands, so
 * every other byte is the generated file's.
 */
import { isMap, isScalar, isSeq, parseDocument, stringify } from 'yaml';

interface Servers {
  servers?: unknown;
}

/** The URL of `servers[0]`, the base URL generated/ was made for; undefined when the spec names no server. */
export function generatedServerUrl(document: Servers): string | undefined {
  const first: unknown = Array.isArray(document.servers) ? document.servers[0] : undefined;
  const url = typeof first === 'object' && first !== null ? (first as { url?: unknown }).url : undefined;
  return typeof url === 'string' ? url : undefined;
}

/** Points the document's `servers` at `publicUrl`, in place; returns the URL it replaced. */
export function pointServersAt(document: Servers, publicUrl: string): string | undefined {
  const generated = generatedServerUrl(document);
  if (generated === undefined || !Array.isArray(document.servers)) return undefined;
  for (const server of document.servers as Array<{ url?: unknown }>) {
    if (server.url === generated) server.url = publicUrl;
  }
  return generated;
}

/** generated/openapi.json (`JSON.stringify(bundle, null, 2)` and a newline) with its servers at `publicUrl`. */
export function specJsonAt(text: string, publicUrl: string): string {
  const document = JSON.parse(text) as Servers;
  if (generatedServerUrl(document) === undefined) return text;
  pointServersAt(document, publicUrl);
  return `${JSON.stringify(document, null, 2)}\n`;
}

/**
 * generated/openapi.yaml with its servers at `publicUrl`: each matching `url` scalar is rewritten where it
 * stands. Only the top-level `servers` block is parsed when it can be found (a whole-document parse takes about
 * a second); otherwise the whole document is.
 */
export function specYamlAt(text: string, publicUrl: string): string {
  const block = topLevelBlock(text, 'servers') ?? { start: 0, source: text };
  const document = parseDocument(block.source);
  if (document.errors.length > 0) throw new Error(`generated/openapi.yaml does not parse: ${document.errors[0]!.message}`);
  const generated: unknown = document.getIn(['servers', 0, 'url']);
  const servers = document.get('servers', true);
  if (typeof generated !== 'string' || !isSeq(servers)) return text;
  const ranges: Array<[start: number, end: number]> = [];
  for (const server of servers.items) {
    const url = isMap(server) ? server.get('url', true) : undefined;
    if (isScalar(url) && url.value === generated && url.range) ranges.push([block.start + url.range[0], block.start + url.range[1]]);
  }
  // The YAML library picks plain or quoted style, whichever the URL needs.
  const scalar = stringify(publicUrl, { lineWidth: 0 }).trimEnd();
  let out = text;
  for (const [start, end] of ranges.reverse()) out = out.slice(0, start) + scalar + out.slice(end);
  return out;
}

/**
 * The lines of a top-level block-style key and its value: from `key:` at the start of a line up to the next
 * line that starts another top-level entry (anything at column 0 but a comment or a `-` item of this value).
 * Nothing of a value can stand at column 0 otherwise: its lines are indented.
 */
function topLevelBlock(text: string, key: string): { start: number; source: string } | undefined {
  const start = new RegExp(`^${key}:`, 'm').exec(text)?.index;
  if (start === undefined) return undefined;
  const next = /^[^\s#-]/m.exec(text.slice(start + key.length + 1));
  const end = next === null ? text.length : start + key.length + 1 + next.index;
  return { start, source: text.slice(start, end) };
}
