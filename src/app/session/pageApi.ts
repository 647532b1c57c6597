import { createApiClient } from '../../api/apiClient';
import { localStorageTokenStore } from '../../api/sessionTokens';
import type { TokenStore } from '../../api/tokenStore';
import { forgetDeviceSession, updateDeviceAccessToken } from '../../db/deviceSession';
import { createAuthApi } from '../../features/auth/authApi';

/** Part 1 §2: a failed token refresh sends the user to /login with a full-page redirect. */
export const LOGIN_PATH = '/login';

const storedTokens = localStorageTokenStore();
const ignore = () => {};

/**
 * The page's tokens live in local storage (part 1 §9). The access token is mirrored into the device
 * session record, which the service worker reads for Background Sync; clearing the tokens ends it.
 */
export const pageTokens: TokenStore = {
  read: storedTokens.read,
  write(tokens) {
    storedTokens.write(tokens);
    updateDeviceAccessToken(tokens.accessToken).catch(ignore);
  },
  clear() {
    storedTokens.clear();
    forgetDeviceSession().catch(ignore);
  },
};

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
