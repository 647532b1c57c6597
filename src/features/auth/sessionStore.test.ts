import { describe, expect, it } from 'vitest';
import { migratePersistedSession, PersistedSession } from './sessionStore';

const user = { id: 'u1', username: 'ana', email: 'ana@example.com' };

describe('persisted session', () => {
  it('has signed-out defaults', () => {
    expect(PersistedSession.parse({})).toEqual({ user: null, isAuthenticated: false });
  });

  it('migrates version 0, which kept the user as profile', () => {
    expect(migratePersistedSession({ profile: user, isAuthenticated: true }, 0)).toEqual({
      user,
      isAuthenticated: true,
    });
  });

  it('keeps a current-version state as it is', () => {
    expect(migratePersistedSession({ user, isAuthenticated: true }, 1)).toEqual({
      user,
      isAuthenticated: true,
    });
  });

  it('turns unreadable or contradictory state into signed out', () => {
    const signedOut = { user: null, isAuthenticated: false };
    expect(migratePersistedSession('garbage', 1)).toEqual(signedOut);
    expect(migratePersistedSession({ user: { id: 3 }, isAuthenticated: true }, 1)).toEqual(signedOut);
    expect(migratePersistedSession({ user: null, isAuthenticated: true }, 1)).toEqual(signedOut);
  });
});
