import { useMemo } from 'react';
import { useCollections } from '../../db/hooks/useCollections';
import { useLocations } from '../../db/locations/useLocations';
import { SHARE_KINDS } from '../../domain/sharing/schema';
import { usePageApi } from '../../shell/session/SessionServices';
import { LoadingState } from '../../ui/StatePanel';
import { useOnline } from '../../ui/useOnline';
import { ShareManager } from './ShareManager';
import { createShareApi } from './shareApi';

/** Admin's "Share links" tab (issue 26): loaded when first opened. */
export default function SharePanel() {
  const client = usePageApi();
  const api = useMemo(() => createShareApi(client), [client]);
  const online = useOnline();
  const collections = useCollections();
  const locations = useLocations();
  if (!collections || !locations) return <LoadingState text="Loading share links…" />;
  return <ShareManager api={api} online={online} kinds={SHARE_KINDS} targets={{ collections, locations }} />;
}
