import { lazy, Suspense, useState } from 'react';
import { SHARE_TEXTS } from '../../domain/sharing/texts';
import type { SharePreset } from './ShareForm';

const ShareDialog = lazy(() => import('./ShareDialog'));

interface ShareButtonProps {
  preset: SharePreset;
  name: string;
  className: string;
  /** The button's content; "Share…" when none is given. */
  children?: React.ReactNode;
}

/** "Share…" beside a collection or a location; its dialog (and the share form) load when it is pressed. */
export function ShareButton({ preset, name, className, children }: ShareButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        aria-label={SHARE_TEXTS.shareNamed(name)}
        onClick={() => setOpen(true)}
      >
        {children ?? SHARE_TEXTS.share}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ShareDialog preset={preset} name={name} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
