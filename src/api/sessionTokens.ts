import { STORAGE_KEYS } from '../domain/limits';
import type { TokenStore } from './tokenStore';

export function localStorageTokenStore(storage: Storage = globalThis.localStorage): TokenStore {
  return {
    read() {
      const accessToken = storage.getItem(STORAGE_KEYS.accessToken);
      const refreshToken = storage.getItem(STORAGE_KEYS.refreshToken);
      return accessToken && refreshToken ? { accessToken, refreshToken } : null;
    },
    write(tokens) {
      storage.setItem(STORAGE_KEYS.accessToken, tokens.accessToken);
      storage.setItem(STORAGE_KEYS.refreshToken, tokens.refreshToken);
    },
    clear() {
      storage.removeItem(STORAGE_KEYS.accessToken);
      storage.removeItem(STORAGE_KEYS.refreshToken);
    },
  };
}
