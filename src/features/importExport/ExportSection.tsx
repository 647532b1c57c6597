import { useState } from 'react';
import { catalogueDatabase } from '../../db/catalogue/catalogueDatabase';
import { useDatabase } from '../../db/DatabaseProvider';
import { exportCollectionFile } from '../../db/importExport/exportCollection';
import { errorMessage, localDateIso } from '../../domain/format';
import { EXPORT_FORMATS, peerFormat } from '../../domain/importExport/formats';
import { IMPORT_TEXTS } from '../../domain/importExport/importTexts';
import type { PeerFormatId } from '../../domain/importExport/peerFormat';
import { buttonStyles } from '../../ui/buttons';
import { downloadFile } from '../../ui/downloadFile';
import { FormFailure } from '../../ui/FormFailure';
import { SelectField } from '../../ui/SelectField';

type Scope = 'current' | 'all';

/** Downloads the current collection (or every collection) in the chosen peer's format. */
export function ExportSection({ collectionId }: { collectionId: string | null }) {
  const db = useDatabase();
  const [formatId, setFormatId] = useState<PeerFormatId>('cardfolio');
  const [scope, setScope] = useState<Scope>('current');
  const [error, setError] = useState<string | null>(null);
  const [notices, setNotices] = useState<string[]>([]);
  const exportNow = async () => {
    setError(null);
    setNotices([]);
    try {
      const format = peerFormat(formatId);
      const { text, written, leftOut, wantsLeftOut } = await exportCollectionFile(
        db,
        catalogueDatabase(),
        scope === 'all' ? null : collectionId,
        format,
      );
      downloadFile(`cardfolio-${format.id}-${localDateIso()}.csv`, text, 'text/csv;charset=utf-8');
      setNotices([
        ...(leftOut > 0 && format.exportNeeds ? [format.exportNeeds.leftOut(leftOut, written)] : []),
        ...(wantsLeftOut > 0 ? [IMPORT_TEXTS.wantsLeftOut(wantsLeftOut, format.label)] : []),
      ]);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };
  return (
    <section aria-labelledby="export-title" className="flex flex-col gap-3">
      <h2 id="export-title" className="text-lg font-semibold text-text">
        Export
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label="Format"
          name="exportFormat"
          value={formatId}
          options={EXPORT_FORMATS.map((format) => ({ value: format.id, label: format.label }))}
          onChange={(value) => setFormatId(value as PeerFormatId)}
        />
        <SelectField
          label="Cards"
          name="exportScope"
          value={scope}
          options={[
            { value: 'current', label: 'Current collection' },
            { value: 'all', label: 'All collections' },
          ]}
          onChange={(value) => setScope(value as Scope)}
        />
        <button
          type="button"
          className={buttonStyles.primary}
          disabled={scope === 'current' && collectionId === null}
          onClick={() => void exportNow()}
        >
          Download CSV
        </button>
      </div>
      {notices.map((notice) => (
        <p
          key={notice}
          role="status"
          className="rounded-md border border-warning bg-surface p-3 text-sm text-text"
        >
          {notice}
        </p>
      ))}
      <FormFailure message={error} />
    </section>
  );
}
