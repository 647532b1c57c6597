import { useMemo } from 'react';
import { useCollections } from '../../db/hooks/useCollections';
import { useLocations } from '../../db/locations/useLocations';
import { usePageApi } from '../../shell/session/SessionServices';
import { useOnline } from '../../ui/useOnline';
import { createShareApi } from './shareApi';
import type { ShareTargets } from './shareTargets';

/**
 * What every share form needs: the shares API over the page's client, whether the server is in reach,
 * and what a link may point at (undefined while the device reads them). Admin's tab and the "Share…"
 * dialog both start from it.
 */
export function useShareSetup() {
  const client = usePageApi();
  const api = useMemo(() => createShareApi(client), [client]);
  const online = useOnline();
  const collections = useCollections();
  const locations = useLocations();
  const targets: ShareTargets | undefined = collections && locations ? { collections, locations } : undefined;
  return { api, online, targets };
}
