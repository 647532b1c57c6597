import { SHARE_KINDS } from '../../domain/sharing/schema';
import { LoadingState } from '../../ui/StatePanel';
import { ShareManager } from './ShareManager';
import { useShareSetup } from './useShareSetup';

/** Admin's "Share links" tab (issue 26): loaded when first opened. */
export default function SharePanel() {
  const { api, online, targets } = useShareSetup();
  if (!targets) return <LoadingState text="Loading share links…" />;
  return <ShareManager api={api} online={online} kinds={SHARE_KINDS} targets={targets} />;
}
