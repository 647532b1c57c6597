import { z } from 'zod';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '../../domain/limits';
import { User } from '../../domain/schemas/user';

/**
 * Who is signed in: small session state, persisted under the spec's key (part 1 §9: "a persisted
 * auth store holding user and isAuthenticated"). Nothing of the collection lives here; the data
 * is in the signed-in user's own IndexedDB database.
 */
export const PersistedSession = z.object({
  user: User.nullable().default(null),
  isAuthenticated: z.boolean().default(false),
});
export type PersistedSession = z.infer<typeof PersistedSession>;

export const SESSION_STORE_VERSION = 1;

/**
 * Turns whatever an older app version persisted into today's shape. Version 0 kept the user as
 * `profile`; anything unreadable becomes signed out rather than a crash at start.
 */
export function migratePersistedSession(persisted: unknown, version: number): PersistedSession {
  const raw = (persisted ?? {}) as Record<string, unknown>;
  const upgraded =
    version < 1 ? { user: raw.profile ?? raw.user, isAuthenticated: raw.isAuthenticated } : raw;
  const parsed = PersistedSession.safeParse(upgraded);
  if (!parsed.success || (parsed.data.isAuthenticated && !parsed.data.user)) {
    return PersistedSession.parse({});
  }
  return parsed.data;
}

export type SessionStatus = 'starting' | 'signedOut' | 'signedIn';

interface SessionState extends PersistedSession {
  status: SessionStatus;
  error: string | null;
  signedIn(user: User): void;
  signedOut(): void;
  failed(message: string): void;
  clearError(): void;
}

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      user: null,
      isAuthenticated: false,
      status: 'starting',
      error: null,
      signedIn: (user) => set({ user, isAuthenticated: true, status: 'signedIn', error: null }),
      signedOut: () => set({ user: null, isAuthenticated: false, status: 'signedOut' }),
      failed: (message) => set({ error: message }),
      clearError: () => set({ error: null }),
    }),
    {
      name: STORAGE_KEYS.authStore,
      version: SESSION_STORE_VERSION,
      storage: createJSONStorage(() => localStorage),
      partialize: (state): PersistedSession => ({ user: state.user, isAuthenticated: state.isAuthenticated }),
      migrate: migratePersistedSession,
      merge: (persisted, current) => ({
        ...current,
        ...migratePersistedSession(persisted, SESSION_STORE_VERSION),
      }),
    },
  ),
);
