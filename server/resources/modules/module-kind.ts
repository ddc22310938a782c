/** How one module's request becomes its stored configuration, and that configuration its API JSON. */
import type { ServerContext } from '../../context.js';
import type { JsonObject, Transaction } from '../../storage/index.js';
import type { Reference } from '../references.js';

export interface Configured<Config extends JsonObject> {
  readonly config: Config;
  /** Resources the configuration names, with the pointers of the fields naming them. */
  readonly references?: readonly Reference[];
}

export interface ConfigureInput<Replace, Config, Params> {
  readonly body: Replace;
  /** The configuration being replaced, if any (e.g. SAML keeps its signing key across replaces). */
  readonly current: Config | undefined;
  readonly accountId: string;
  readonly params: Params;
  readonly tx: Transaction;
  readonly ctx: ServerContext;
}

export interface ModuleKind<Api, Replace, Config extends JsonObject, Params> {
  /** Key in the host's stored `modules`. */
  readonly key: string;
  /** Name in messages: "The OAuth module is not configured on …". */
  readonly what: string;
  /** The whole new configuration, defaults applied and every rule checked (replace overwrites, docs/decisions/0008-patch-and-put.md). */
  configure(input: ConfigureInput<Replace, Config, Params>): Promise<Configured<Config>> | Configured<Config>;
  toApi(config: Config, input: { readonly ctx: ServerContext; readonly params: Params }): Api;
}
