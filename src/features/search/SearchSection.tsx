import { useState } from 'react';
import { TEXTS } from '../../domain/texts';
import { SECTIONS } from '../../shell/navigation/sections';
import { buttonStyles } from '../../ui/buttons';
import { SectionHeading } from '../../ui/SectionHeading';
import { QueryBuilder } from './builder/QueryBuilder';
import { QueryResultGroups, type ResultOption, resultOptions } from './QueryResultGroups';
import { useRecentSearches, useSearchStore } from './searchStore';
import { SEARCH_TEXTS } from './searchTexts';
import { useQueryResults } from './useQueryResults';

const SHOWN_PER_GROUP = 100;
/** The section's own name, as its navigation button shows it. */
const TITLE = SECTIONS.find((section) => section.id === 'advanced-search')?.label ?? '';

/**
 * Advanced Search: the full results of a query, both groups, with its problems and the recent
 * searches kept on this device, and the builder that writes the query as conditions.
 */
export default function SearchSection() {
  const { query, submit } = useSearchStore();
  const recent = useRecentSearches();
  const [typed, setTyped] = useState(query);
  const [shownQuery, setShownQuery] = useState(query);
  // A query run from elsewhere (the header box) while this section shows replaces what was typed.
  if (query !== shownQuery) {
    setShownQuery(query);
    setTyped(query);
  }
  const results = useQueryResults(query, SHOWN_PER_GROUP);
  const options = resultOptions(results, SHOWN_PER_GROUP);
  const open = (option: ResultOption) => {
    const exact = `!"${option.name}"`;
    setTyped(exact);
    submit(exact);
  };
  return (
    <section className="flex flex-col gap-3" aria-labelledby="advanced-search-title">
      <SectionHeading
        id="advanced-search-title"
        title={TITLE}
        subtitle={TEXTS.advancedSearchPlaceholder}
        action={null}
      />
      <form
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          submit(typed);
        }}
      >
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-semibold">{SEARCH_TEXTS.queryLabel}</span>
          <input
            type="search"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            className="rounded-lg border border-border bg-background px-3 py-2 text-text"
          />
        </label>
        <QueryBuilder text={typed} onChange={setTyped} />
        <button type="submit" className={`${buttonStyles.primary} self-start`}>
          {SEARCH_TEXTS.run}
        </button>
      </form>
      {recent.length > 0 && (
        <nav aria-label={SEARCH_TEXTS.recent} className="flex flex-wrap gap-2 text-sm">
          {recent.map((item) => (
            <button
              key={item}
              type="button"
              className="rounded-full border border-border px-2 py-0.5"
              onClick={() => {
                setTyped(item);
                submit(item);
              }}
            >
              {item}
            </button>
          ))}
        </nav>
      )}
      {results.problems.map((problem) => (
        <p key={`${problem.from}-${problem.message}`} className="text-sm text-warning" role="status">
          {problem.message}
        </p>
      ))}
      <ul aria-label={SEARCH_TEXTS.resultsTitle} className="rounded-lg border border-border bg-surface">
        <QueryResultGroups
          results={results}
          options={options}
          activeKey={null}
          idOf={(key) => `search-${key}`}
          onOpen={open}
        />
      </ul>
      <p className="text-text-muted text-xs">
        {SEARCH_TEXTS.more(options.database.length, results.printingTotal)}
      </p>
    </section>
  );
}
