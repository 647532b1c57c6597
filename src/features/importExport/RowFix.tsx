import { useState } from 'react';
import { catalogueDatabase } from '../../db/catalogue/catalogueDatabase';
import { searchCatalogue } from '../../db/catalogue/searchCatalogue';
import { errorMessage } from '../../domain/format';
import type { RowChoice } from '../../domain/importExport/importPreview';
import { IMPORT_TEXTS } from '../../domain/importExport/importTexts';
import type { RowMatch } from '../../domain/importExport/matchRows';
import type { PeerRow } from '../../domain/importExport/peerRow';
import { SEARCH_MIN_CHARS } from '../../domain/limits';
import type { CardDefinition } from '../../domain/schemas';
import { buttonStyles, inputStyles } from '../../ui/buttons';
import { WIZARD_TEXTS } from '../transactions/wizard/wizardTexts';

const printingLabel = (printing: CardDefinition) =>
  `${printing.name} — ${printing.set} (${printing.setCode}) #${printing.collectorNumber ?? ''}`;

interface RowFixProps {
  index: number;
  row: PeerRow;
  match: RowMatch;
  choice: RowChoice | undefined;
  /** null takes the row's choice back. */
  onChoose(index: number, choice: RowChoice | null): void;
}

/** One row that needs the collector: pick among the fitting printings, search for one, or skip it. */
export function RowFix({ index, row, match, choice, onChoose }: RowFixProps) {
  const [query, setQuery] = useState(row.name);
  const [found, setFound] = useState<CardDefinition[]>(
    match.status === 'ambiguous' ? [...match.candidates] : [],
  );
  // What the last search says when it offers nothing to choose: too short, no catalogue, no match.
  const [searchNote, setSearchNote] = useState<string | null>(null);
  const search = async () => {
    const typed = query.trim();
    if (typed.length < SEARCH_MIN_CHARS) return setSearchNote(WIZARD_TEXTS.searchHint);
    try {
      const printings = await searchCatalogue(catalogueDatabase(), typed);
      // A search that finds nothing keeps what was offered (an ambiguous row's printings).
      if (printings && printings.length > 0) setFound(printings);
      setSearchNote(
        printings === null
          ? IMPORT_TEXTS.noCatalogue
          : printings.length === 0
            ? IMPORT_TEXTS.nothingFound(typed)
            : null,
      );
    } catch (error) {
      setSearchNote(errorMessage(error));
    }
  };
  const chosen = choice && choice !== 'skip' ? choice.printing.id : '';
  const reason =
    match.status === 'ambiguous' ? IMPORT_TEXTS.ambiguous : match.status === 'unmatched' ? match.reason : '';
  const title = row.name || row.peerProductId;
  return (
    <li
      className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-3"
      data-testid="import-fix-row"
    >
      <p className="text-sm text-text">
        <span className="font-semibold">
          Line {row.line}: {title}
        </span>{' '}
        {row.setCode || row.setName} {row.collectorNumber} ×{row.quantity}
        {choice === 'skip' ? <span className="ml-2 text-text-secondary">(skipped)</span> : null}
      </p>
      <p className="text-xs text-text-secondary">{reason}</p>
      <div className="flex flex-wrap items-center gap-2">
        <input
          aria-label={`Search a card for line ${row.line}`}
          className={`${inputStyles} max-w-xs`}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') void search();
          }}
        />
        <button type="button" className={buttonStyles.secondary} onClick={() => void search()}>
          Search
        </button>
        {choice === 'skip' ? (
          <button type="button" className={buttonStyles.ghost} onClick={() => onChoose(index, null)}>
            Include
          </button>
        ) : (
          <button type="button" className={buttonStyles.ghost} onClick={() => onChoose(index, 'skip')}>
            Skip
          </button>
        )}
      </div>
      {searchNote ? (
        <p role="status" className="text-xs text-text-secondary">
          {searchNote}
        </p>
      ) : null}
      {found.length > 0 ? (
        <select
          aria-label={`Printing for line ${row.line}`}
          className={inputStyles}
          value={chosen}
          onChange={(event) => {
            const printing = found.find((candidate) => candidate.id === event.target.value);
            if (printing) onChoose(index, { printing });
          }}
        >
          <option value="">Choose a printing…</option>
          {found.map((printing) => (
            <option key={printing.id} value={printing.id}>
              {printingLabel(printing)}
            </option>
          ))}
        </select>
      ) : null}
    </li>
  );
}
