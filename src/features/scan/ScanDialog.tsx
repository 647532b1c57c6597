import { lazy, Suspense, useCallback, useEffect, useId, useReducer, useState } from 'react';
import { buttonStyles } from '../../ui/buttons';
import { ModalSurface } from '../../ui/ModalSurface';
import type { DraftItem } from '../transactions/wizard/wizardDraft';
import { CameraPane } from './CameraPane';
import { createScanClient, type ScanClient } from './engine/scanClient';
import { ManualLineForm } from './ManualLineForm';
import { type ScannedCard, scannedCardOf } from './scannedCard';
import { SCAN_TEXTS } from './scanTexts';
import { ScanTray } from './tray/ScanTray';
import { trayItems } from './tray/trayDraft';
import { trayReducer } from './tray/trayState';
import type { ScanRead } from './worker/scanMessages';

// "Add as a purchase…" is the rarer way out of the tray: the wizard loads only when chosen.
const NewTransactionWizard = lazy(() =>
  import('../transactions/wizard/NewTransactionWizard').then((module) => ({
    default: module.NewTransactionWizard,
  })),
);

type EngineState = { phase: 'loading' } | { phase: 'ready' } | { phase: 'failed'; message: string };

/** The scan worker for as long as the screen is open; its engine loads (from cache when held) at once. */
function useScanClient() {
  const [client, setClient] = useState<ScanClient | null>(null);
  const [engine, setEngine] = useState<EngineState>({ phase: 'loading' });
  useEffect(() => {
    const created = createScanClient();
    setClient(created);
    created.warmUp().then(
      () => setEngine({ phase: 'ready' }),
      (error: unknown) =>
        setEngine({ phase: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => created.close();
  }, []);
  return { client, engine };
}

/** Scan (issue 27): camera or photos or a typed line into a tray, nothing written until "Add all". */
export default function ScanDialog({ collectionId, onClose }: { collectionId: string; onClose(): void }) {
  const titleId = useId();
  const { client, engine } = useScanClient();
  const [rows, dispatch] = useReducer(trayReducer, []);
  const [announcement, setAnnouncement] = useState('');
  const [purchaseLines, setPurchaseLines] = useState<DraftItem[] | null>(null);

  const addCard = useCallback((card: ScannedCard) => {
    dispatch({ type: 'scanned', id: crypto.randomUUID(), row: card });
    setAnnouncement(SCAN_TEXTS.scannedAnnouncement(card.printing.name));
    navigator.vibrate?.(40);
  }, []);
  const onRead = useCallback(
    (read: ScanRead) => void scannedCardOf(read).then((card) => card && addCard(card)),
    [addCard],
  );

  if (purchaseLines)
    return (
      <Suspense fallback={null}>
        <NewTransactionWizard
          collectionId={collectionId}
          initialItems={purchaseLines}
          // Back to the tray, whole, when the wizard is left without recording the purchase.
          onTrade={() => setPurchaseLines(null)}
          onClose={() => setPurchaseLines(null)}
          onSaved={() => {
            dispatch({ type: 'clear' });
            onClose();
          }}
        />
      </Suspense>
    );

  return (
    <ModalSurface
      labelledBy={titleId}
      onClose={onClose}
      className="m-0 h-full max-h-none w-full max-w-none bg-surface p-0 text-text backdrop:bg-black/60 md:m-auto md:h-[min(90vh,52rem)] md:w-[min(64rem,calc(100vw-2rem))] md:rounded-xl"
    >
      <div className="flex h-full flex-col gap-3 p-4">
        <div className="flex items-center justify-between">
          <h2 id={titleId} className="text-lg font-semibold">
            {SCAN_TEXTS.title}
          </h2>
          <button type="button" className={buttonStyles.ghost} onClick={onClose}>
            {SCAN_TEXTS.close}
          </button>
        </div>
        {engine.phase !== 'ready' && (
          <p role={engine.phase === 'failed' ? 'alert' : 'status'} className="text-sm">
            {engine.phase === 'loading'
              ? SCAN_TEXTS.engineLoading
              : `${SCAN_TEXTS.engineFailed} (${engine.message})`}
          </p>
        )}
        <div className="grid min-h-0 flex-1 gap-4 md:grid-cols-2">
          <div className="flex flex-col gap-3">
            <CameraPane client={client} onRead={onRead} />
            <ManualLineForm onCard={addCard} />
          </div>
          <ScanTray
            collectionId={collectionId}
            rows={rows}
            dispatch={dispatch}
            onPurchase={(trayRows) => setPurchaseLines(trayItems(trayRows))}
          />
        </div>
        <p className="sr-only" aria-live="polite">
          {announcement}
        </p>
      </div>
    </ModalSurface>
  );
}
