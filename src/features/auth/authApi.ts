import type { ApiClient } from '../../api/apiClient';
import type { TokenStore } from '../../api/tokenStore';
import { AuthSession, type LoginInput, type RegisterInput, User } from '../../domain/schemas/user';
import { FALLBACK_MESSAGES } from '../../domain/texts';

/** The account calls of part 1 §7 plus `/auth/register`; tokens go to the store as they arrive. */
export function createAuthApi(client: ApiClient, tokens: TokenStore) {
  async function signIn(path: '/auth/login' | '/auth/register', body: LoginInput | RegisterInput) {
    const session = await client.request('POST', path, {
      body,
      schema: AuthSession,
      fallbackMessage: FALLBACK_MESSAGES.login,
    });
    tokens.write({ accessToken: session.accessToken, refreshToken: session.refreshToken });
    return session.user;
  }

  return {
    login: (input: LoginInput) => signIn('/auth/login', input),
    register: (input: RegisterInput) => signIn('/auth/register', input),
    profile: () =>
      client.request('GET', '/auth/profile', { schema: User, fallbackMessage: FALLBACK_MESSAGES.getProfile }),
    /** Revokes the session on the server when reachable; the local sign-out never depends on it. */
    async logout() {
      const refreshToken = tokens.read()?.refreshToken;
      try {
        if (refreshToken) await client.send('POST', '/auth/logout', { body: { refreshToken } });
      } finally {
        tokens.clear();
      }
    },
  };
}
export type AuthApi = ReturnType<typeof createAuthApi>;
