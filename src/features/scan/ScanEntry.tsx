import { lazy, Suspense, useState } from 'react';
import { buttonStyles, focusRing } from '../../ui/buttons';
import { SCAN_TEXTS } from './scanTexts';

// The screen, its worker and the OCR engine load when Scan is first opened, never with the section.
const ScanDialog = lazy(() => import('./ScanDialog'));

/**
 * The "Scan" entry points of the cards section: a button beside Add Card, and on the phone a round
 * button just above the floating add button. Each opens the scan screen for the current collection.
 */
export function ScanEntry({ collectionId }: { collectionId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={`${buttonStyles.secondary} hidden md:inline-flex`}
        onClick={() => setOpen(true)}
      >
        {SCAN_TEXTS.open}
      </button>
      <button
        type="button"
        aria-label={SCAN_TEXTS.openLabel}
        title={SCAN_TEXTS.openLabel}
        onClick={() => setOpen(true)}
        className={`fixed right-5 bottom-[calc(60px+5.5rem+env(safe-area-inset-bottom))] z-30 flex h-12 w-12 items-center justify-center rounded-full border border-border bg-surface text-xs font-semibold text-text shadow-lg md:hidden ${focusRing}`}
      >
        {SCAN_TEXTS.open}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ScanDialog collectionId={collectionId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
