import { TOKEN_STORAGE_KEY } from '@diary/common';

export interface TokenStorage {
  get(): string | null;
  set(token: string): void;
  clear(): void;
}

/** The access token lives in local storage under 'token' (docs/product/constants.md). */
export function localStorageTokens(storage: Storage = window.localStorage): TokenStorage {
  return {
    get: () => storage.getItem(TOKEN_STORAGE_KEY),
    set: (token) => storage.setItem(TOKEN_STORAGE_KEY, token),
    clear: () => storage.removeItem(TOKEN_STORAGE_KEY),
  };
}
