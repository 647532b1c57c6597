import { useEffect, useRef, useState } from 'react';
import { emptyRow, type QueryRows, readRows, writeRows } from '../../../domain/query/queryRows';
import { buttonStyles } from '../../../ui/buttons';
import { SEARCH_TEXTS } from '../searchTexts';
import { ConditionRow } from './ConditionRow';

interface QueryBuilderProps {
  /** The query text the builder reads and writes. */
  text: string;
  onChange(text: string): void;
}

/**
 * Advanced Search's builder: the query as conditions joined by AND or OR. It writes the query text,
 * and reads it back when the text is typed; what no condition can show stays as text, with a note.
 */
export function QueryBuilder({ text, onChange }: QueryBuilderProps) {
  const [shown, setShown] = useState(() => readRows(text));
  const [written, setWritten] = useState(text);
  const focusRow = useRef<number | null>(null);
  const list = useRef<HTMLDivElement>(null);
  // Typed text is read again; text the builder wrote is not, so a condition still empty stays shown.
  if (text !== written) {
    setWritten(text);
    setShown(readRows(text));
  }
  const update = (next: QueryRows) => {
    const nextText = writeRows(next);
    setShown(next);
    setWritten(nextText);
    onChange(nextText);
  };
  // A condition added from the keyboard takes the focus, at its field.
  useEffect(() => {
    if (focusRow.current === null) return;
    list.current?.querySelectorAll<HTMLSelectElement>('select[data-field]')[focusRow.current]?.focus();
    focusRow.current = null;
  });
  const replaceRow = (at: number, row: QueryRows['rows'][number] | null) =>
    update({
      ...shown,
      rows: row
        ? shown.rows.map((old, index) => (index === at ? row : old))
        : shown.rows.filter((_, index) => index !== at),
    });

  return (
    <fieldset className="flex flex-col gap-2 rounded-lg border border-border p-3">
      <legend className="px-1 font-semibold text-sm">{SEARCH_TEXTS.builder}</legend>
      <div role="radiogroup" aria-label={SEARCH_TEXTS.combinator} className="flex flex-wrap gap-3 text-sm">
        {(['and', 'or'] as const).map((combinator) => (
          <label key={combinator} className="flex items-center gap-1">
            <input
              type="radio"
              name="query-combinator"
              checked={shown.combinator === combinator}
              onChange={() => update({ ...shown, combinator })}
            />
            {combinator === 'and' ? SEARCH_TEXTS.matchAll : SEARCH_TEXTS.matchAny}
          </label>
        ))}
      </div>
      <div ref={list} className="flex flex-col gap-2">
        {shown.rows.map((row, index) => (
          <ConditionRow
            // Rows have no identity of their own; the position is what the labels name.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            key={index}
            row={row}
            index={index + 1}
            onChange={(next) => replaceRow(index, next)}
            onRemove={() => replaceRow(index, null)}
          />
        ))}
      </div>
      {shown.rest !== '' && (
        <p className="text-sm text-text-muted" role="note">
          {SEARCH_TEXTS.keptAsText} <code>{shown.rest}</code>
        </p>
      )}
      <button
        type="button"
        onClick={() => {
          focusRow.current = shown.rows.length;
          update({ ...shown, rows: [...shown.rows, emptyRow()] });
        }}
        className={`${buttonStyles.secondary} self-start`}
      >
        {SEARCH_TEXTS.addCondition}
      </button>
    </fieldset>
  );
}
