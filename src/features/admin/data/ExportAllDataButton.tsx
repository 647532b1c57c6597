import { useState } from 'react';
import { useDatabase } from '../../../db/DatabaseProvider';
import { errorMessage } from '../../../domain/format';
import { buttonStyles } from '../../../ui/buttons';
import { type Outcome, OutcomeMessage } from '../OutcomeMessage';
import { downloadBackup } from './downloadBackup';

/**
 * Account Management's "Export data": the backup of every collection (the same file format as Data
 * Management's backup of one), made on the device, so it works offline too.
 */
export function ExportAllDataButton() {
  const db = useDatabase();
  const [message, setMessage] = useState<Outcome | null>(null);
  const exportAll = async () => {
    try {
      const name = await downloadBackup(db, { scope: 'all' });
      setMessage({ text: `Your data was downloaded as ${name}.`, tone: 'success' });
    } catch (error) {
      setMessage({ text: errorMessage(error), tone: 'error' });
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-text-secondary">
        Downloads every collection with its cards, sealed products, transactions and market prices, and your
        product definitions, as one backup file.
      </p>
      <button
        type="button"
        className={`${buttonStyles.secondary} self-start`}
        onClick={() => void exportAll()}
      >
        Export Data
      </button>
      <OutcomeMessage outcome={message} />
    </div>
  );
}
