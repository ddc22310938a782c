/**
 * What the docs console knows of the API, as the docs target writes it into `docs/console.html`
 * (generator/emit/docs/console-view.ts builds it from the IR): plain JSON, nothing secret, nothing from
 * the reader. The page's script (console-main.ts) reads it from the page and builds every form from it,
 * so the same page works for any document the generator runs on (docs/decisions/0037-docs-console.md).
 */

export interface ConsoleData {
  /** The document's `info.title`. */
  readonly title: string;
  /** Prefix of the browser-storage keys (base URL, API key), one per document. */
  readonly storageKey: string;
  /** The reference page the console belongs to. */
  readonly referenceUrl: string;
  /** The environment variable the curl of a request reads the key from (the samples' and the README's name). */
  readonly keyVariable: string;
  /** The document's `servers`, offered besides the page's own origin. */
  readonly servers: readonly string[];
  readonly operations: readonly ConsoleOperation[];
}

export interface ConsoleOperation {
  readonly operationId: string;
  /** Upper case: `POST`. */
  readonly method: string;
  /** The path template as written: `/backends/tunnel_group/{id}`. */
  readonly path: string;
  /** The summary, else the operationId. */
  readonly summary: string;
  /** The first tag's display name. */
  readonly group: string;
  readonly deprecated: boolean;
  /** How the key is sent, from the operation's security requirements; null when it needs none. */
  readonly credential: Credential | null;
  /** Path parameters (in the template's order), then query, then header parameters. */
  readonly parameters: readonly ConsoleParameter[];
  readonly body: ConsoleBody | null;
}

/**
 * The key as a security scheme asks for it: `Authorization: Bearer <key>` (http bearer, and the token of
 * OAuth 2 and OpenID Connect), `Authorization: Basic <base64 of user:password>`, a header or a query
 * parameter of the scheme's name; `unsupported` when a browser cannot send it (a cookie), with the reason.
 */
export type Credential =
  | { readonly kind: 'bearer'; readonly scheme: string }
  | { readonly kind: 'basic'; readonly scheme: string }
  | { readonly kind: 'header'; readonly scheme: string; readonly name: string }
  | { readonly kind: 'query'; readonly scheme: string; readonly name: string }
  | { readonly kind: 'unsupported'; readonly scheme: string; readonly reason: string };

export interface ConsoleParameter {
  readonly name: string;
  readonly in: 'path' | 'query' | 'header';
  readonly required: boolean;
  /** The parameter's description, as written (Markdown shown as text). */
  readonly description: string;
  /** The value a required field starts with: the one allowed value, a default or an example; empty otherwise. */
  readonly value: string;
  /** What an optional field shows while empty (it is not sent then): its default or example. */
  readonly placeholder: string;
  /** Allowed values (`enum`), offered as suggestions. */
  readonly choices: readonly string[];
}

export interface ConsoleBody {
  readonly contentType: string;
  readonly required: boolean;
  /**
   * `json`: the editor's text must parse before it is sent; `text`: sent as typed (text/*, XML, a form);
   * `unsupported`: a body the console cannot compose (multipart, binary), nothing is sent — the curl is the way.
   */
  readonly format: 'json' | 'text' | 'unsupported';
  /** The text the editor starts with: the operation's first example, else a sample made from the schema. */
  readonly example: string;
}
