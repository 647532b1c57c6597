import { SHARE_TEXTS } from '../../domain/sharing/texts';
import { buttonStyles } from '../../ui/buttons';
import { Dialog } from '../../ui/Dialog';
import { LoadingState } from '../../ui/StatePanel';
import { ShareForm, type SharePreset } from './ShareForm';
import { useShareSetup } from './useShareSetup';

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
  const { api, online, targets } = useShareSetup();
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
      {targets ? (
        <ShareForm
          api={api}
          online={online}
          kinds={[preset.kind]}
          targets={targets}
          preset={preset}
          onCreated={() => {}}
        />
      ) : (
        <LoadingState text="Loading…" />
      )}
    </Dialog>
  );
}
