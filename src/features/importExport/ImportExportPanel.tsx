import { useCurrentCollection } from '../../db/hooks/useCurrentCollection';
import { PEER_FORMATS, peerFormat } from '../../domain/importExport/formats';
import type { PeerFormatId } from '../../domain/importExport/peerFormat';
import { buttonStyles } from '../../ui/buttons';
import { FormFailure } from '../../ui/FormFailure';
import { SelectField } from '../../ui/SelectField';
import { ExportSection } from './ExportSection';
import { FileChooser } from './FileChooser';
import { ImportPreviewView } from './ImportPreviewView';
import { useImportSession } from './useImportSession';

const DETECTED = 'detected';

/**
 * Admin › Import & Export (issue 16): a peer's file into the current collection as one transaction,
 * after a preview; the collection out in any peer's format. Loaded with the Admin section only, so
 * the CSV library never weighs on the first load.
 */
export function ImportExportPanel() {
  const collection = useCurrentCollection();
  const collectionId = collection?.id ?? null;
  const { session, analyse, choose, reformat, commit, reset, refuse, canReformat } =
    useImportSession(collectionId);
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="import-title" className="flex flex-col gap-3">
        <h2 id="import-title" className="text-lg font-semibold text-text">
          Import into {collection?.name ?? 'your collection'}
        </h2>
        {session.stage === 'idle' || (session.error !== null && session.file === null) ? (
          <FileChooser onFile={(name, text) => void analyse(name, text)} onRefused={refuse} />
        ) : null}
        {canReformat ? (
          <SelectField
            label="Format"
            name="importFormat"
            value={session.file?.format.id ?? DETECTED}
            options={[
              { value: DETECTED, label: 'Detect from the header' },
              ...PEER_FORMATS.map((format) => ({ value: format.id, label: format.label })),
            ]}
            onChange={(value) => reformat(value === DETECTED ? undefined : peerFormat(value as PeerFormatId))}
          />
        ) : null}
        {session.stage === 'reading' || session.stage === 'matching' ? (
          <progress
            aria-label={session.stage === 'reading' ? 'Reading the file' : 'Matching cards'}
            className="w-full"
          />
        ) : null}
        {session.stage === 'online' ? (
          <progress
            aria-label="Asking the card database"
            className="w-full"
            max={Math.max(1, session.progress.total)}
            value={session.progress.done}
          />
        ) : null}
        {session.file === null ? <FormFailure message={session.error} /> : null}
        {session.stage === 'preview' || session.stage === 'writing' ? (
          <ImportPreviewView
            session={session}
            onChoose={choose}
            onImport={() => void commit()}
            onCancel={reset}
          />
        ) : null}
        {session.stage === 'done' && session.imported ? (
          <div className="flex flex-col gap-2">
            <p role="status" className="text-sm text-text">
              Imported {session.imported.items.length} rows as one {session.imported.type}. Delete that
              transaction to undo the import.
            </p>
            <button type="button" className={`${buttonStyles.secondary} self-start`} onClick={reset}>
              Import another file
            </button>
          </div>
        ) : null}
      </section>
      <ExportSection collectionId={collectionId} />
    </div>
  );
}
