import { type ChangeEvent, useState } from 'react';
import { useDatabase } from '../../db/DatabaseProvider';
import { useWantList } from '../../db/wants/useWants';
import { createWants } from '../../db/wants/wants';
import { localDateIso } from '../../domain/format';
import { errorMessage } from '../../domain/format/errors';
import type { RowProblem } from '../../domain/importExport/parsePeerCsv';
import { WANT_FILE_TEXTS as TEXTS } from '../../domain/wants/wantFileTexts';
import { parseWantListFile, wantsToDecklist, wantsToMoxfieldCsv } from '../../domain/wants/wantListFiles';
import { WANT_VIEW_TEXTS } from '../../domain/wants/wantViewTexts';
import { buttonStyles } from '../../ui/buttons';
import { downloadFile } from '../../ui/downloadFile';
import { FormFailure } from '../../ui/FormFailure';

const EXPORTS = [
  {
    label: TEXTS.exportDecklist,
    fileName: (day: string) => `cardfolio-wants-${day}.txt`,
    write: wantsToDecklist,
    type: 'text/plain;charset=utf-8',
  },
  {
    label: TEXTS.exportMoxfield,
    fileName: (day: string) => `cardfolio-wants-moxfield-${day}.csv`,
    write: wantsToMoxfieldCsv,
    type: 'text/csv;charset=utf-8',
  },
] as const;

/** The want list to a decklist or Moxfield's CSV, and back from either (or the Cardfolio CSV). */
export default function WantImportExport() {
  const db = useDatabase();
  const wants = (useWantList() ?? []).map((entry) => entry.want);
  const [failure, setFailure] = useState<{ error: string; problems: RowProblem[] } | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setFailure(null);
    setMessage(null);
    const read = parseWantListFile(await file.text());
    if (!read.ok) return setFailure({ error: read.error, problems: read.problems });
    try {
      setMessage(TEXTS.imported((await createWants(db, read.wants)).length));
    } catch (error) {
      setFailure({ error: errorMessage(error), problems: [] });
    }
  };

  return (
    <section aria-label={WANT_VIEW_TEXTS.importExport} className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        {EXPORTS.map((kind) => (
          <button
            key={kind.label}
            type="button"
            className={buttonStyles.secondary}
            disabled={wants.length === 0}
            onClick={() => downloadFile(kind.fileName(localDateIso()), kind.write(wants), kind.type)}
          >
            {kind.label}
          </button>
        ))}
      </div>
      <label className="flex flex-col gap-1 text-sm">
        {TEXTS.importFile}
        <input
          type="file"
          accept=".txt,.csv,text/plain,text/csv"
          onChange={(event) => void importFile(event)}
        />
      </label>
      {message && <p role="status">{message}</p>}
      <FormFailure message={failure?.error ?? null} />
      {failure && failure.problems.length > 0 && (
        <ul className="text-sm text-error">
          {failure.problems.map((problem) => (
            <li key={problem.line}>{TEXTS.line(problem.line, problem.message)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
