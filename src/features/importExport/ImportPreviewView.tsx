import { formatMoney } from '../../domain/format';
import { buildImportPreview } from '../../domain/importExport/importPreview';
import { IMPORT_TEXTS } from '../../domain/importExport/importTexts';
import { buttonStyles } from '../../ui/buttons';
import { FormFailure } from '../../ui/FormFailure';
import { RowFix } from './RowFix';
import type { ImportSession } from './useImportSession';

/** Rows shown to settle at once, the open ones first; the rest follow as the collector settles these. */
const FIXES_SHOWN = 50;

interface ImportPreviewViewProps {
  session: ImportSession;
  onChoose: Parameters<typeof RowFix>[0]['onChoose'];
  onImport(): void;
  onCancel(): void;
}

/** What the import will do before anything is written: counts, totals, the rows to settle. */
export function ImportPreviewView({ session, onChoose, onImport, onCancel }: ImportPreviewViewProps) {
  const { file, matches, choices } = session;
  if (!file) return null;
  const preview = buildImportPreview(file.rows, matches, choices);
  const ready = file.rows.length - preview.needChoice.length - preview.skipped;
  const writing = session.stage === 'writing';
  // Rows already settled stay listed (after the open ones), so a choice or a skip can be changed.
  const fixes = [...preview.needChoice, ...preview.settled].slice(0, FIXES_SHOWN);
  const counts: Array<[string, string | number]> = [
    ['Matched', preview.matched],
    ['Ambiguous', preview.ambiguous],
    ['Unmatched', preview.unmatched],
    ['Unreadable rows', file.problems.length],
    ['Copies to import', preview.copies],
    ['Purchase value', formatMoney(preview.purchaseValue)],
  ];
  return (
    <section aria-labelledby="import-preview-title" className="flex flex-col gap-3">
      <h3 id="import-preview-title" className="text-lg font-semibold text-text">
        Preview: {session.fileName} ({file.format.label})
      </h3>
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4" data-testid="import-counts">
        {counts.map(([term, value]) => (
          <div key={term}>
            <dt className="text-text-secondary">{term}</dt>
            <dd className="font-semibold text-text">{value}</dd>
          </div>
        ))}
      </dl>
      {session.duplicateOf ? (
        <p role="alert" className="rounded-md border border-warning bg-surface p-2 text-sm text-text">
          {IMPORT_TEXTS.duplicate(session.duplicateOf)}
        </p>
      ) : null}
      {file.problems.length > 0 ? (
        <ul className="list-disc pl-5 text-sm text-error">
          {file.problems.slice(0, FIXES_SHOWN).map((problem) => (
            <li key={problem.line}>{problem.message}</li>
          ))}
        </ul>
      ) : null}
      {fixes.length > 0 ? (
        <ul className="flex flex-col gap-2" aria-label="Rows that need a choice">
          {fixes.map((index) => {
            const row = file.rows[index];
            const match = matches[index];
            return row && match ? (
              <RowFix
                key={index}
                index={index}
                row={row}
                match={match}
                choice={choices.get(index)}
                onChoose={onChoose}
              />
            ) : null;
          })}
        </ul>
      ) : null}
      {preview.needChoice.length > 0 && ready > 0 ? (
        <p className="text-sm text-text-secondary">{IMPORT_TEXTS.stillOpen(preview.needChoice.length)}</p>
      ) : null}
      <FormFailure message={session.error} />
      {writing ? <progress aria-label="Importing" className="w-full" /> : null}
      <div className="flex gap-2">
        <button
          type="button"
          className={buttonStyles.primary}
          disabled={writing || ready === 0}
          onClick={onImport}
        >
          Import {ready} {ready === 1 ? 'row' : 'rows'}
        </button>
        <button type="button" className={buttonStyles.secondary} disabled={writing} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </section>
  );
}
