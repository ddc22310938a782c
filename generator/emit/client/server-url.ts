/**
 * The document's servers as the client knows them: each URL with its variables filled in by their defaults
 * (OpenAPI 3.1 §4.8.5-6), and the first absolute one as `createClient`'s default `baseUrl`. A server relative
 * to where the document is served (`/v1`) gives no default: the caller names the host.
 */
import type { IrDocument } from '../../ir/types.js';

export interface ServerUrl {
  /** The URL with every variable replaced by its default. */
  readonly url: string;
  readonly description: string | undefined;
  /** The template as written, when it has variables (`{scheme}://{host}/{basePath}`). */
  readonly template: string | undefined;
}

export function serverUrls(ir: Pick<IrDocument, 'bundle'>): ServerUrl[] {
  const servers = Array.isArray(ir.bundle['servers']) ? (ir.bundle['servers'] as unknown[]) : [];
  return servers.flatMap((raw) => {
    const server = asNode(raw);
    const template = server?.['url'];
    if (typeof template !== 'string') return [];
    const variables = asNode(server?.['variables']) ?? {};
    const url = template.replace(/\{([^{}]+)\}/g, (whole, name: string) => {
      const fallback = asNode(variables[name])?.['default'];
      return typeof fallback === 'string' || typeof fallback === 'number' ? String(fallback) : whole;
    });
    const description = server?.['description'];
    return [{ url, description: typeof description === 'string' ? description : undefined, template: url === template ? undefined : template }];
  });
}

/** The default base URL: the first server, when it is an absolute http(s) URL once its variables are filled in. */
export function defaultBaseUrl(ir: Pick<IrDocument, 'bundle'>): string | undefined {
  const first = serverUrls(ir)[0];
  if (first === undefined || /[{}]/.test(first.url) || !URL.canParse(first.url)) return undefined;
  const url = new URL(first.url);
  return url.protocol === 'http:' || url.protocol === 'https:' ? first.url.replace(/\/+$/, '') : undefined;
}

function asNode(value: unknown): Record<string, unknown> | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}
