// What a downstream team writes against @tunnel-api/client, type-checked under every setting of the
// consumer matrix (test/consumer/consumer.test.ts) and run against the reference server.
import { createClient, TunnelApiError, type TunnelGroupBackend } from '@tunnel-api/client';

const baseUrl = process.env['TUNNEL_API_URL'] ?? 'http://127.0.0.1:4010';
const apiKey = process.env['TUNNEL_API_KEY'] ?? '';
const api = createClient({ baseUrl, apiKey, maxRetries: 0, timeoutMs: 10_000 });

const created: TunnelGroupBackend = await api.tunnelGroupBackends.create({ description: 'consumer', labels: { app: 'web' } });
const fetched = await api.tunnelGroupBackends.get(created.id);
const ids: string[] = [];
for await (const backend of api.tunnelGroupBackends.list({ limit: 1 })) ids.push(backend.id);
const first = await api.tunnelGroupBackends.list({ limit: 1 }).firstPage();
let notFound: { status: number; errorCode: string | undefined } | undefined;
try {
  await api.tunnelGroupBackends.get('bkdtg_2aBcDeFgHiJkLmNoPqRsTuVwXyZ');
} catch (error) {
  if (!(error instanceof TunnelApiError)) throw error;
  notFound = { status: error.status, errorCode: error.errorCode };
}
await api.tunnelGroupBackends.delete(created.id);
const raw = await api.raw.GET('/backends/tunnel_group/{id}', { params: { path: { id: created.id } } });

console.log(
  JSON.stringify({
    created: created.id,
    fetchedDescription: fetched.description,
    listed: ids,
    firstPageUri: first.uri,
    notFound,
    rawAfterDelete: raw.response.status,
  }),
);
