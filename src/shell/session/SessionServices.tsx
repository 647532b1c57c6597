import { createContext, type ReactNode, useContext } from 'react';
import type { ApiClient } from '../../api/apiClient';
import type { User } from '../../domain/schemas/user';

/**
 * What the page's session gives the screens: its one API client (screens and the sync engine share it,
 * so a token refresh happens once) and the session's actions. The app builds it; features receive it
 * from <SessionServicesProvider> and so never import the app.
 */
export interface SessionServices {
  api: ApiClient;
  /** Keeps the signed-in user after a profile change, shown in the header at once. */
  rememberUser(user: User): void;
  /** Drops the page's tokens without calling the server (it has revoked them already). */
  forgetTokens(): void;
  /** Signs out on this device; the user's database and unsent changes stay. */
  logout(): Promise<void>;
}

const SessionServicesContext = createContext<SessionServices | null>(null);

export function SessionServicesProvider({
  services,
  children,
}: {
  services: SessionServices;
  children: ReactNode;
}) {
  return <SessionServicesContext.Provider value={services}>{children}</SessionServicesContext.Provider>;
}

export function useSessionServices(): SessionServices {
  const services = useContext(SessionServicesContext);
  if (!services) throw new Error('useSessionServices needs a <SessionServicesProvider> above it');
  return services;
}

/** The page's API client, for screens that fetch from the server. */
export const usePageApi = (): ApiClient => useSessionServices().api;
