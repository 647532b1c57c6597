import { ApiError } from '../../api/apiError';
import { STORAGE_KEYS } from '../../domain/limits';
import type { LoginInput, RegisterInput, User } from '../../domain/schemas/user';
import { FALLBACK_MESSAGES } from '../../domain/texts';
import { applyDisplaySettings, resetDisplaySettings } from '../../features/admin/account/displaySettings';
import { useSessionStore } from '../../features/auth/sessionStore';
import type { SessionServices } from '../../shell/session/SessionServices';
import { pageApiClient, pageAuthApi, pageTokens } from './pageApi';

const session = () => useSessionStore.getState();

/** Keeps the signed-in user (after sign-in, start-up, or a profile change in Account Management). */
export function rememberUser(user: User) {
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  // Before any screen renders, so every amount is in this user's display currency.
  applyDisplaySettings(user.id);
  session().signedIn(user);
}

async function signIn(run: () => Promise<User>) {
  try {
    rememberUser(await run());
  } catch (error) {
    session().failed(error instanceof ApiError ? error.message : FALLBACK_MESSAGES.login);
  }
}

export const login = (input: LoginInput) => signIn(() => pageAuthApi.login(input));
export const register = (input: RegisterInput) => signIn(() => pageAuthApi.register(input));

/**
 * The part of start-up that needs no network: the remembered user, signed in at once (or signed out
 * without tokens). main.tsx runs it before the first render, so that render is already the signed-in
 * shell; startSession runs it again, which changes nothing then.
 */
export function resumeSession(): void {
  const { user, isAuthenticated, status } = session();
  if (!pageTokens.read()) {
    if (status !== 'signedOut') session().signedOut();
    return;
  }
  if (isAuthenticated && user && status !== 'signedIn') {
    applyDisplaySettings(user.id);
    session().signedIn(user);
  }
}

/**
 * Start-up (part 1 §4). A device that signed in before opens at once with the user it remembers:
 * no screen waits on the network. The profile is then checked in the background: an answer
 * refreshes the user; no answer (offline) changes nothing; a refusal signs out. Without tokens
 * the user is signed out.
 */
export async function startSession(): Promise<void> {
  resumeSession();
  const { user } = session();
  if (!pageTokens.read()) return;
  try {
    rememberUser(await pageAuthApi.profile());
  } catch (error) {
    if (error instanceof ApiError && error.isNetworkError && user) return;
    await logout();
  }
}

/**
 * Signs out: the server revokes the session when reachable; tokens and the remembered user are
 * always cleared. The user's database, unsent changes included, stays on the device.
 */
export async function logout(): Promise<void> {
  try {
    await pageAuthApi.logout();
  } catch {
    // Offline or refused: the local sign-out does not depend on the server (part 1 §4).
  }
  localStorage.removeItem(STORAGE_KEYS.user);
  resetDisplaySettings();
  session().signedOut();
}

/** The page's session as features receive it (<SessionServicesProvider> in App). */
export const pageSessionServices: SessionServices = {
  api: pageApiClient,
  rememberUser,
  forgetTokens: () => pageTokens.clear(),
  logout,
};
