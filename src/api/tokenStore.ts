import type { TokenPair } from '../domain/schemas/user';

/**
 * Where the access and refresh tokens live. The page keeps them in local storage under the spec's
 * keys (part 1 §9); the store is an interface so the service worker and tests can supply their own.
 */
export interface TokenStore {
  read(): TokenPair | null;
  write(tokens: TokenPair): void;
  clear(): void;
}

export function memoryTokenStore(initial: TokenPair | null = null): TokenStore {
  let tokens = initial;
  return {
    read: () => tokens,
    write: (next) => {
      tokens = next;
    },
    clear: () => {
      tokens = null;
    },
  };
}
