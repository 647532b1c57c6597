import { type RefObject, useEffect, useRef, useState } from 'react';
import { TEXTS } from '../../domain/texts';
import type { HeaderSearchPanelProps } from '../../features/search/HeaderSearchPanel';
import { useRecentSearches, useSearchStore } from '../../features/search/searchStore';
import { useNavigation } from '../../shell/navigation/navigationStore';
import { SearchIcon } from '../../ui/icons';
import { moduleLoader, useLoadedModule } from './sectionModules';

/** The live results load with the first typed letter: the first screen does not wait for the language. */
const panelModule = moduleLoader({
  panel: () =>
    // The loader keeps prop-less components; this one is drawn with its props below.
    import('../../features/search/HeaderSearchPanel') as unknown as Promise<{ default: React.ComponentType }>,
});

function ResultsPanel(props: HeaderSearchPanelProps) {
  const Panel = useLoadedModule(panelModule, 'panel') as React.ComponentType<HeaderSearchPanelProps> | null;
  return Panel ? <Panel {...props} /> : null;
}

interface SearchBoxProps {
  id: string;
  /** Below the medium breakpoint the box shows only when toggled open; from md up it always shows. */
  open: boolean;
  onClose(): void;
  toggle: RefObject<HTMLButtonElement | null>;
}

/**
 * The global search box (part 1 §2, issue 24): the query language live over the collection and the
 * card database; arrows walk the results, Enter opens the full results (Advanced Search), Escape closes.
 */
export function SearchBox({ id, open, onClose, toggle }: SearchBoxProps) {
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [keyEvent, setKeyEvent] = useState<HeaderSearchPanelProps['keyEvent']>(null);
  const [activeId, setActiveId] = useState<string | undefined>();
  const [focused, setFocused] = useState(false);
  const submit = useSearchStore((state) => state.submit);
  const showSection = useNavigation((state) => state.showSection);
  const listId = `${id}-results`;
  const hasRecent = useRecentSearches().length > 0;
  // Empty, the box offers the recent searches.
  const showing = focused && (query.trim() !== '' || hasRecent);
  const openResults = (text: string) => {
    submit(text);
    showSection('advanced-search');
    setFocused(false);
    input.current?.blur();
  };
  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  return (
    <div
      id={id}
      className={`${open ? 'flex' : 'hidden'} order-last w-full md:order-none md:flex md:w-auto md:max-w-lg md:flex-1`}
    >
      {/* The results sit beside the label, not in it: inside, they would become the box's accessible name. */}
      <div className="relative w-full">
        <label className="block">
          <span className="sr-only">Search</span>
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-text-muted" />
          <input
            ref={input}
            type="search"
            placeholder={TEXTS.searchPlaceholder}
            value={query}
            role="combobox"
            aria-expanded={showing}
            aria-controls={listId}
            aria-activedescendant={showing ? activeId : undefined}
            onChange={(event) => setQuery(event.target.value)}
            onFocus={() => setFocused(true)}
            onBlur={() => setFocused(false)}
            onKeyDown={(event) => {
              if (['ArrowDown', 'ArrowUp', 'Enter'].includes(event.key) && showing) {
                event.preventDefault();
                setKeyEvent({ key: event.key, at: performance.now() });
                return;
              }
              if (event.key !== 'Escape') return;
              if (showing) {
                setFocused(false);
                return;
              }
              if (!toggle.current?.offsetParent) return;
              onClose();
              toggle.current.focus();
            }}
            className="w-full rounded-lg border border-border bg-background py-2 pr-3 pl-9 text-base text-text placeholder:text-text-muted focus:border-primary focus:bg-surface focus:outline-2 focus:outline-primary md:text-sm"
          />
        </label>
        {showing && (
          <ResultsPanel
            listId={listId}
            query={query}
            keyEvent={keyEvent}
            onActiveChange={setActiveId}
            onOpen={openResults}
          />
        )}
      </div>
    </div>
  );
}
