import { useState } from 'react';
import { restoreBackup } from '../../../db/backup/restoreBackup';
import { getCurrentCollectionId } from '../../../db/collections/currentCollection';
import { useDatabase } from '../../../db/DatabaseProvider';
import { checkBackupSize, readBackup } from '../../../domain/backup/readBackup';
import { errorMessage } from '../../../domain/format';
import { readFileText } from './readFileText';
import { restoreSummary } from './restoreSummary';

export type RestoreState = { phase: 'idle' } | { phase: 'reading'; share: number } | { phase: 'restoring' };

/** Lets the browser paint (the progress bar) before the next long step. */
const nextFrame = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Restore from file: the size is checked first, the file read with progress, the whole of it validated,
 * then written in one local transaction. Any refusal leaves the data as it was.
 */
export function useRestore(onFinish: (message: string, tone: 'success' | 'error') => void) {
  const db = useDatabase();
  const [state, setState] = useState<RestoreState>({ phase: 'idle' });
  const restore = async (file: File) => {
    const tooBig = checkBackupSize(file.size);
    if (tooBig) return onFinish(tooBig, 'error');
    setState({ phase: 'reading', share: 0 });
    try {
      const text = await readFileText(file, (share) => setState({ phase: 'reading', share }));
      setState({ phase: 'restoring' });
      await nextFrame();
      const read = readBackup(text);
      if (!read.ok) return onFinish(read.message, 'error');
      await nextFrame();
      const outcome = await restoreBackup(db, read.source, await getCurrentCollectionId(db));
      onFinish(restoreSummary(outcome), 'success');
    } catch (error) {
      onFinish(errorMessage(error), 'error');
    } finally {
      setState({ phase: 'idle' });
    }
  };
  return { state, restore };
}
