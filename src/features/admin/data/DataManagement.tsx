import { useState } from 'react';
import { useDatabase } from '../../../db/DatabaseProvider';
import { useCurrentCollection } from '../../../db/hooks/useCurrentCollection';
import { errorMessage } from '../../../domain/format';
import { TEXTS } from '../../../domain/texts';
import { buttonStyles, focusRing } from '../../../ui/buttons';
import { type Outcome, OutcomeMessage } from '../OutcomeMessage';
import { BulkDeleteButton } from './BulkDeleteButton';
import { downloadBackup } from './downloadBackup';
import { RestoreProgress } from './RestoreProgress';
import { useRestore } from './useRestore';

const card = 'flex flex-col gap-3 rounded-xl border border-border bg-surface p-4';

/** Data Management (part 2 §2): backup download, restore from file, and the three bulk deletes. */
export function DataManagement() {
  const db = useDatabase();
  const current = useCurrentCollection();
  const [message, setMessage] = useState<Outcome | null>(null);
  const { state, restore } = useRestore((text, tone) => setMessage({ text, tone }));
  const busy = state.phase === 'reading' || state.phase === 'restoring';
  const backup = async () => {
    if (!current) return setMessage({ text: TEXTS.noCollectionSelected, tone: 'error' });
    try {
      const name = await downloadBackup(db, { scope: 'collection', collectionId: current.id });
      setMessage({ text: `Backup downloaded as ${name}.`, tone: 'success' });
    } catch (error) {
      setMessage({ text: errorMessage(error), tone: 'error' });
    }
  };
  return (
    <div className="flex flex-col gap-4">
      <OutcomeMessage outcome={message} boxed />
      <section aria-labelledby="backup-title" className={card}>
        <h2 id="backup-title" className="font-semibold text-text">
          Backup
        </h2>
        <p className="text-sm text-text-secondary">
          Downloads {current ? `“${current.name}”` : 'the current collection'} with its cards, sealed
          products, transactions, market prices and want list, and your product definitions and locations, as
          one JSON file.
        </p>
        <button type="button" className={`${buttonStyles.primary} self-start`} onClick={() => void backup()}>
          Download Backup
        </button>
      </section>
      <section aria-labelledby="restore-title" className={card}>
        <h2 id="restore-title" className="font-semibold text-text">
          Restore
        </h2>
        <p className="text-sm text-text-secondary">
          Restores a Cardfolio backup, or a list of cards, sealed products or product definitions. Records
          already here are skipped; nothing is written unless the whole file is valid.
        </p>
        <label
          className={`${buttonStyles.secondary} self-start ${busy ? 'opacity-50' : 'cursor-pointer'} ${focusRing}`}
        >
          Restore from File
          <input
            type="file"
            accept="application/json,.json"
            className="sr-only"
            disabled={busy}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              event.currentTarget.value = '';
              setMessage(null);
              if (file) void restore(file);
            }}
          />
        </label>
        <RestoreProgress state={state} />
      </section>
      <section aria-labelledby="delete-title" className={card}>
        <h2 id="delete-title" className="font-semibold text-text">
          Delete Data
        </h2>
        <p className="text-sm text-text-secondary">
          Deletes from {current ? `“${current.name}”` : 'the current collection'} only. Download a backup
          first.
        </p>
        <div className="flex flex-wrap gap-2">
          {(['cards', 'sealedProducts', 'transactions'] as const).map((kind) => (
            <BulkDeleteButton key={kind} kind={kind} onMessage={(text, tone) => setMessage({ text, tone })} />
          ))}
        </div>
      </section>
    </div>
  );
}
