import { useState } from 'react';
import { useDatabase } from '../../../db/DatabaseProvider';
import { useWantedCounts } from '../../../db/wants/useWantedCounts';
import { localDateIso } from '../../../domain/format';
import { buttonStyles } from '../../../ui/buttons';
import { SCAN_TEXTS } from '../scanTexts';
import { addScannedCards } from './addScannedCards';
import { TrayRowItem } from './TrayRowItem';
import { type TrayAction, type TrayRow, trayCopies, trayReady } from './trayState';

interface ScanTrayProps {
  collectionId: string;
  rows: TrayRow[];
  dispatch(action: TrayAction): void;
  /** "Add as a purchase…": the purchase wizard takes the tray's lines (prices are set there). */
  onPurchase(rows: TrayRow[]): void;
}

/** The scan tray: rows to correct, then "Add all" as one change set into the current collection. */
export function ScanTray({ collectionId, rows, dispatch, onPurchase }: ScanTrayProps) {
  const db = useDatabase();
  const wanted = useWantedCounts();
  const [message, setMessage] = useState<{ text: string; failed: boolean } | null>(null);
  const [saving, setSaving] = useState(false);
  const copies = trayCopies(rows);
  const ready = trayReady(rows);

  async function addAll() {
    setSaving(true);
    try {
      await addScannedCards(db, collectionId, rows, localDateIso());
      dispatch({ type: 'clear' });
      setMessage({ text: SCAN_TEXTS.added(copies), failed: false });
    } catch (error) {
      // The tray is kept whole: nothing was written, the collector can correct and try again.
      setMessage({
        text: error instanceof Error && error.message ? error.message : SCAN_TEXTS.addFailed,
        failed: true,
      });
    } finally {
      setSaving(false);
    }
  }

  return (
    <section aria-labelledby="scan-tray-title" className="flex min-h-0 flex-col gap-2">
      <h3 id="scan-tray-title" className="font-semibold">
        {SCAN_TEXTS.trayTitle} ({copies})
      </h3>
      {rows.length === 0 && <p className="text-sm text-text-secondary">{SCAN_TEXTS.trayEmptyHint}</p>}
      <ul className="min-h-0 overflow-y-auto" data-testid="scan-tray">
        {rows.map((row) => (
          <TrayRowItem key={row.id} row={row} dispatch={dispatch} wanted={wanted(row.printing)} />
        ))}
      </ul>
      {rows.length > 0 && !ready && (
        <p className="text-sm text-text-secondary">{SCAN_TEXTS.printingsToChoose}</p>
      )}
      <p
        role={message?.failed ? 'alert' : 'status'}
        className={message?.failed ? 'text-sm text-error' : 'text-sm text-text-secondary'}
      >
        {message?.text ?? ''}
      </p>
      <div className="flex flex-wrap justify-end gap-2">
        <button
          type="button"
          className={buttonStyles.secondary}
          disabled={!ready || saving}
          onClick={() => onPurchase(rows)}
        >
          {SCAN_TEXTS.addToPurchase}
        </button>
        <button
          type="button"
          className={buttonStyles.primary}
          disabled={!ready || saving}
          onClick={() => void addAll()}
        >
          {SCAN_TEXTS.addAll(copies)}
        </button>
      </div>
    </section>
  );
}
