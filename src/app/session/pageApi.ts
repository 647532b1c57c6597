import { createApiClient } from '../../api/apiClient';
import { localStorageTokenStore } from '../../api/sessionTokens';
import { createAuthApi } from '../../features/auth/authApi';

/** Part 1 §2: a failed token refresh sends the user to /login with a full-page redirect. */
const LOGIN_PATH = '/login';

export const pageTokens = localStorageTokenStore();

/**
 * The page's one API client (screens and the sync engine share it, so a token refresh happens once).
 * A refused refresh clears the tokens and goes to /login; the user's database and its unsent
 * changes stay on the device for their next sign-in.
 */
export const pageApiClient = createApiClient({
  tokens: pageTokens,
  onSessionExpired: () => {
    if (window.location.pathname !== LOGIN_PATH) window.location.assign(LOGIN_PATH);
  },
});

export const pageAuthApi = createAuthApi(pageApiClient, pageTokens);

export { LOGIN_PATH };
