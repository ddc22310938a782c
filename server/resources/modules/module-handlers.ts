/**
 * Replace (PUT → 200), get (200) and delete (204) of one module on its host (docs/decisions/0008-patch-and-put.md). Get
 * and delete of a module that is not configured answer 404 MODULE_NOT_CONFIGURED; an unknown host 404
 * NOT_FOUND. Writes lock the host row, so concurrent replaces of modules of one host are serialised and
 * the host's references always equal the union of its modules' ones.
 */
import type { Account } from '../../accounts/index.js';
import type { ServerContext } from '../../context.js';
import { ApiError } from '../../errors/api-error.js';
import { isMissingReferenceError, type JsonObject, type ResourceRecord, type Transaction, updateResource } from '../../storage/index.js';
import { type Reference, requireReferences } from '../references.js';
import type { ModuleHost } from './module-host.js';
import type { ModuleKind } from './module-kind.js';
import { type ModuleHostBody, referencesOf, type StoredModules } from './stored-modules.js';

interface Input<Params, Body> {
  readonly params: Params;
  readonly body: Body;
  readonly account: Account;
}

export function moduleHandlers<Api, Replace, Config extends JsonObject, Params>(
  ctx: ServerContext,
  host: ModuleHost<Params>,
  module: ModuleKind<Api, Replace, Config, Params>,
) {
  const configOf = (record: ResourceRecord<ModuleHostBody>) => record.body.modules?.[module.key]?.config as Config | undefined;
  const notConfigured = (record: ResourceRecord<ModuleHostBody>) => new ApiError('MODULE_NOT_CONFIGURED', { module: module.what, id: record.id });

  async function writeModules(tx: Transaction, record: ResourceRecord<ModuleHostBody>, modules: StoredModules): Promise<void> {
    const { modules: _old, ...rest } = record.body;
    const body: ModuleHostBody = Object.keys(modules).length === 0 ? rest : { ...rest, modules };
    await updateResource(tx, host.kind, record.accountId, record.id, { body, refs: referencesOf(modules) });
  }

  return {
    async replace({ params, body, account }: Input<Params, Replace>): Promise<{ status: 200; body: Api }> {
      let references: readonly Reference[] = [];
      try {
        const config = await ctx.db.transaction(async (tx) => {
          const record = await host.find(tx, params, account.id, true);
          const configured = await module.configure({ body, current: configOf(record), accountId: account.id, params, tx, ctx });
          references = configured.references ?? [];
          const modules = { ...record.body.modules, [module.key]: { config: configured.config, refs: references.map((r) => r.id) } };
          await writeModules(tx, record, modules);
          return configured.config;
        });
        return { status: 200, body: module.toApi(config, { ctx, params }) };
      } catch (error) {
        // The configuration checked its references; one was deleted before our write locked it.
        if (isMissingReferenceError(error)) await requireReferences(ctx.db, account.id, references);
        throw error;
      }
    },

    async get({ params, account }: Input<Params, unknown>): Promise<{ status: 200; body: Api }> {
      const record = await host.find(ctx.db, params, account.id, false);
      const config = configOf(record);
      if (config === undefined) throw notConfigured(record);
      return { status: 200, body: module.toApi(config, { ctx, params }) };
    },

    async delete({ params, account }: Input<Params, unknown>): Promise<{ status: 204 }> {
      await ctx.db.transaction(async (tx) => {
        const record = await host.find(tx, params, account.id, true);
        if (configOf(record) === undefined) throw notConfigured(record);
        const { [module.key]: _removed, ...modules } = record.body.modules ?? {};
        await writeModules(tx, record, modules);
      });
      return { status: 204 };
    },
  };
}
