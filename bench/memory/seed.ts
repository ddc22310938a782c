/**
 * Writes `count` HTTP response backends (about 130 bytes of JSON each) for one account straight into
 * storage, in batches of one multi-row INSERT: what the memory benchmarks (run.ts, index-heap.ts) load.
 */
import { newId } from '../../server/ids/index.js';
import type { Database } from '../../server/storage/index.js';
import { inJsonbOrder } from '../../server/storage/jsonb-order.js';
import { storedAnswer } from '../../server/storage/stored-answers.js';

const BATCH = 2_000;

export async function seedHttpResponseBackends(db: Database, accountId: string, count: number): Promise<void> {
  for (let done = 0; done < count; done += BATCH) {
    const ids: string[] = [];
    const bodies: string[] = [];
    // Each with its stored answer, as the server writes it (server/storage/stored-answers.ts).
    const answers: string[] = [];
    const createdAt = new Date();
    for (let i = done; i < Math.min(done + BATCH, count); i += 1) {
      ids.push(newId('bkdhr'));
      const body = JSON.stringify(
        inJsonbOrder({ description: `memory ${i}`, body: `stored body number ${i}`, headers: { 'x-seq': String(i) }, status_code: 200 }),
      );
      bodies.push(body);
      answers.push(storedAnswer(createdAt.getTime(), body));
    }
    await db.transaction((tx) =>
      tx.query(
        `INSERT INTO resources (id, account_id, kind, body, answer, created_at, updated_at)
         SELECT unnest($1::text[]), $2, 'http_response_backend', unnest($3::text[])::jsonb, unnest($4::text[]), $5::timestamptz, $5::timestamptz`,
        [ids, accountId, bodies, answers, createdAt.toISOString()],
      ),
    );
  }
}
