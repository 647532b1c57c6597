import type { ApiClient } from '../../api/apiClient';
import type { TokenStore } from '../../api/tokenStore';
import { API } from '../../domain/api';
import type { LoginInput, RegisterInput } from '../../domain/schemas/user';
import { FALLBACK_MESSAGES } from '../../domain/texts';

const { login, register, logout } = API.public;
const { profile } = API.account;

/** The account calls of part 1 §7 plus `/auth/register`; tokens go to the store as they arrive. */
export function createAuthApi(client: ApiClient, tokens: TokenStore) {
  async function signIn(endpoint: typeof login | typeof register, body: LoginInput | RegisterInput) {
    const session = await client.request(endpoint.method, endpoint.path, {
      body,
      schema: endpoint.answer,
      fallbackMessage: FALLBACK_MESSAGES.login,
    });
    tokens.write({ accessToken: session.accessToken, refreshToken: session.refreshToken });
    return session.user;
  }

  return {
    login: (input: LoginInput) => signIn(login, input),
    register: (input: RegisterInput) => signIn(register, input),
    profile: () =>
      client.request(profile.method, profile.path, {
        schema: profile.answer,
        fallbackMessage: FALLBACK_MESSAGES.getProfile,
      }),
    /** Revokes the session on the server when reachable; the local sign-out never depends on it. */
    async logout() {
      const refreshToken = tokens.read()?.refreshToken;
      try {
        if (refreshToken) await client.send(logout.method, logout.path, { body: { refreshToken } });
      } finally {
        tokens.clear();
      }
    },
  };
}
export type AuthApi = ReturnType<typeof createAuthApi>;
