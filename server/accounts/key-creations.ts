/**
 * How the authentication cache learns that API keys were created, so that a key it once found unknown
 * is asked about again (docs/decisions/0041-key-guessing.md). An `epoch` changes whenever keys may have
 * been created; a negative answer is trusted only while the epoch it was found in lasts.
 *
 * - In this process, creating an account bumps the epoch once its transaction committed.
 * - Across instances sharing PostgreSQL, the creating transaction sends a NOTIFY on
 *   `API_KEYS_CREATED_CHANNEL` (even from the admin command's own process); every instance's LISTEN
 *   connection bumps its epoch on it (server/cluster/cluster-node.ts). While that connection is down,
 *   notifications could be missed, so the epoch is undefined then and nothing negative is trusted.
 */

export interface ApiKeyCreations {
  /** Changes whenever keys may have been created; undefined while creations could go unnoticed. */
  epoch(): string | undefined;
}

/** The NOTIFY channel of a committed key creation. */
export const API_KEYS_CREATED_CHANNEL = 'tunnel_api_keys_created';

let createdHere = 0;

/** Called after a transaction that created keys committed. */
export function noteApiKeysCreated(): void {
  createdHere += 1;
}

/** Key creations in this process only: all there are with the embedded database (one writer). */
export const inProcessKeyCreations: ApiKeyCreations = { epoch: () => String(createdHere) };
