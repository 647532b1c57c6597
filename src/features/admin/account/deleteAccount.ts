import Dexie from 'dexie';
import { catalogueDatabase } from '../../../db/catalogue/catalogueDatabase';
import { userDatabaseName } from '../../../db/database';
import { forgetDeviceSession } from '../../../db/deviceSession';
import { forgetMarker } from '../../../db/eviction/deviceDataMarker';
import { STORAGE_KEYS } from '../../../domain/limits';
import type { SessionServices } from '../../../shell/session/SessionServices';
import { forgetRecentSearches } from '../../search/searchStore';
import type { AccountApi } from './accountApi';
import { forgetDisplaySettings } from './displaySettings';

/**
 * Deletes the account on the server (the password typed again), then everything of it on this device:
 * the user's database, the card catalogue's database, the service worker's session record and every
 * storage key. Nothing local is touched unless the server said yes.
 */
export async function deleteAccount(
  api: AccountApi,
  session: Pick<SessionServices, 'forgetTokens' | 'logout'>,
  userId: string,
  password: string,
): Promise<void> {
  await api.deactivate({ password });
  // The server has revoked the tokens: clear them first so signing out does not call it with them.
  session.forgetTokens();
  forgetDisplaySettings(userId);
  forgetRecentSearches(userId);
  forgetMarker(localStorage, userId);
  localStorage.removeItem(STORAGE_KEYS.selectedTheme);
  // Signing out unmounts the signed-in runtime, which closes the user's database so it can be deleted.
  await session.logout();
  await Promise.all([
    Dexie.delete(userDatabaseName(userId)),
    // The catalogue's one shared connection is closed by its own delete; a later sign-in reopens it empty.
    catalogueDatabase().delete({ disableAutoOpen: false }),
    forgetDeviceSession(),
  ]);
}
