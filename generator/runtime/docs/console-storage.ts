/**
 * The reader's settings kept in this browser only (`localStorage`): the base URL and the API key. The key is
 * never part of the served page; it is stored on the reader's machine when they type it and removed when
 * they press "Forget key". A browser that refuses storage (private modes, blocked site data) still works,
 * only without remembering.
 */

export interface ConsoleStorage {
  get(name: 'base-url' | 'api-key'): string | undefined;
  set(name: 'base-url' | 'api-key', value: string): void;
}

export function consoleStorage(prefix: string): ConsoleStorage {
  const key = (name: string) => `${prefix}:${name}`;
  return {
    get(name) {
      try {
        return window.localStorage.getItem(key(name)) ?? undefined;
      } catch {
        return undefined;
      }
    },
    set(name, value) {
      try {
        if (value === '') window.localStorage.removeItem(key(name));
        else window.localStorage.setItem(key(name), value);
      } catch {
        // Storage refused: the value lives in the field until the page closes.
      }
    },
  };
}
