import { useMemo } from 'react';
import { useCollections } from '../../db/hooks/useCollections';
import { useLocations } from '../../db/locations/useLocations';
import { SHARE_TEXTS } from '../../domain/sharing/texts';
import { usePageApi } from '../../shell/session/SessionServices';
import { buttonStyles } from '../../ui/buttons';
import { Dialog } from '../../ui/Dialog';
import { LoadingState } from '../../ui/StatePanel';
import { useOnline } from '../../ui/useOnline';
import { ShareForm, type SharePreset } from './ShareForm';
import { createShareApi } from './shareApi';

interface ShareDialogProps {
  preset: SharePreset;
  /** The collection's or location's name, for the title. */
  name: string;
  onClose(): void;
}

/**
 * "Share…" on a collection or a location: Admin's share form, opened on that one. The links made
 * are listed and revoked in Admin › Share links. Loaded when first opened.
 */
export default function ShareDialog({ preset, name, onClose }: ShareDialogProps) {
  const client = usePageApi();
  const api = useMemo(() => createShareApi(client), [client]);
  const online = useOnline();
  const collections = useCollections();
  const locations = useLocations();
  return (
    <Dialog
      title={SHARE_TEXTS.shareNamed(name)}
      onClose={onClose}
      actions={
        <button type="button" className={buttonStyles.secondary} onClick={onClose}>
          {SHARE_TEXTS.close}
        </button>
      }
    >
      {!online && (
        <p role="status" className="rounded-md border border-warning bg-surface p-3 text-sm text-text">
          {SHARE_TEXTS.needsConnection}
        </p>
      )}
      {collections && locations ? (
        <ShareForm
          api={api}
          online={online}
          kinds={[preset.kind]}
          targets={{ collections, locations }}
          preset={preset}
          onCreated={() => {}}
        />
      ) : (
        <LoadingState text="Loading…" />
      )}
    </Dialog>
  );
}
