import { useCallback, useRef, useState } from 'react';
import { catalogueDatabase } from '../../db/catalogue/catalogueDatabase';
import { useDatabase } from '../../db/DatabaseProvider';
import { deviceCatalogueLookup } from '../../db/importExport/deviceCatalogueLookup';
import { importPeerFile, previousImport } from '../../db/importExport/importPeerFile';
import { errorMessage, localDateIso } from '../../domain/format';
import { buildCatalogueLookup } from '../../domain/importExport/catalogueLookup';
import { importDraft, type RowChoice } from '../../domain/importExport/importPreview';
import { matchRows, type RowMatch } from '../../domain/importExport/matchRows';
import type { ParsedPeerFile } from '../../domain/importExport/parsePeerCsv';
import { parsePeerCsv } from '../../domain/importExport/parsePeerCsv';
import type { PeerFormat } from '../../domain/importExport/peerFormat';
import type { Transaction } from '../../domain/schemas';
import { useCardDatabaseClient } from '../cardDatabase/useCardDatabaseClient';
import { lookUpOnline } from './lookUpOnline';

type ImportStage = 'idle' | 'reading' | 'matching' | 'online' | 'preview' | 'writing' | 'done';

export interface ImportSession {
  stage: ImportStage;
  fileName: string;
  error: string | null;
  file: ParsedPeerFile | null;
  matches: RowMatch[];
  choices: ReadonlyMap<number, RowChoice>;
  /** The date of an earlier import of the same rows into this collection. */
  duplicateOf: string | null;
  imported: Transaction | null;
  /** Batch lookups done and asked, while the card database is asked. */
  progress: { done: number; total: number };
}

const START: ImportSession = {
  stage: 'idle',
  fileName: '',
  error: null,
  file: null,
  matches: [],
  choices: new Map(),
  duplicateOf: null,
  imported: null,
  progress: { done: 0, total: 0 },
};

/** The import's steps: read and match the file (nothing written), choices, then ONE write. */
export function useImportSession(collectionId: string | null) {
  const db = useDatabase();
  const client = useCardDatabaseClient();
  const [session, setSession] = useState<ImportSession>(START);
  const [text, setText] = useState('');

  // Each file read gets a number: the answer of a file replaced meanwhile (a second file chosen, or
  // another format tried, while the first was still matched) is dropped, not shown over the newer one.
  const latestRead = useRef(0);

  const analyse = useCallback(
    async (fileName: string, content: string, override?: PeerFormat) => {
      const read = ++latestRead.current;
      const update = (next: (current: ImportSession) => ImportSession) => {
        if (read === latestRead.current) setSession(next);
      };
      setText(content);
      update(() => ({ ...START, stage: 'reading', fileName }));
      const outcome = parsePeerCsv(content, override);
      if (!outcome.ok) {
        update(() => ({ ...START, fileName, error: outcome.error }));
        return;
      }
      update((current) => ({ ...current, stage: 'matching' }));
      try {
        const lookup =
          (await deviceCatalogueLookup(catalogueDatabase()).catch(() => null)) ??
          buildCatalogueLookup(new Map());
        let matches = matchRows(outcome.file.rows, lookup);
        // What the device's catalogue lacks, the card database may know (online only).
        if (client && navigator.onLine && matches.some((match) => match.status === 'unmatched')) {
          update((current) => ({ ...current, stage: 'online' }));
          matches = await lookUpOnline(client, outcome.file.rows, matches, (done, total) =>
            update((current) => ({ ...current, progress: { done, total } })),
          );
        }
        const earlier = collectionId
          ? await previousImport(db, collectionId, outcome.file.fingerprint)
          : undefined;
        update(() => ({
          ...START,
          stage: 'preview',
          fileName,
          file: outcome.file,
          matches,
          duplicateOf: earlier ? earlier.date : null,
        }));
      } catch (error) {
        // Nothing was written: the file can be chosen again.
        update(() => ({ ...START, fileName, error: errorMessage(error) }));
      }
    },
    [db, client, collectionId],
  );

  /** A row's choice; null takes it back (the row needs one again). */
  const choose = useCallback((index: number, choice: RowChoice | null) => {
    setSession((current) => {
      const choices = new Map(current.choices);
      if (choice === null) choices.delete(index);
      else choices.set(index, choice);
      return { ...current, choices };
    });
  }, []);

  const reformat = useCallback(
    (format: PeerFormat | undefined) => {
      void analyse(session.fileName, text, format);
    },
    [analyse, session.fileName, text],
  );

  const commit = useCallback(async () => {
    const { file, matches, choices } = session;
    if (!file || !collectionId) return;
    setSession((current) => ({ ...current, stage: 'writing', error: null }));
    try {
      const draft = importDraft(file.rows, matches, choices, {
        collectionId,
        date: localDateIso(),
        fingerprint: file.fingerprint,
        source: `${file.format.label} (${session.fileName})`,
      });
      const imported = await importPeerFile(db, draft);
      setSession((current) => ({ ...current, stage: 'done', imported }));
    } catch (error) {
      setSession((current) => ({ ...current, stage: 'preview', error: errorMessage(error) }));
    }
  }, [db, collectionId, session]);

  const reset = useCallback(() => {
    latestRead.current++;
    setText('');
    setSession(START);
  }, []);

  const refuse = useCallback((fileName: string, error: string) => {
    latestRead.current++;
    setText('');
    setSession({ ...START, fileName, error });
  }, []);

  /** A file was read, so another format can be tried on it (not after a refusal by size). */
  const canReformat = text !== '' && session.stage !== 'done';

  return { session, analyse, choose, reformat, commit, reset, refuse, canReformat };
}
