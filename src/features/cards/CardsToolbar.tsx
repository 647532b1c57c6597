import { useState } from 'react';
import { buttonStyles } from '../../ui/buttons';
import { Drawer } from '../../ui/Drawer';
import { SearchIcon } from '../../ui/icons';
import { CardFilterFields } from './CardFilterFields';
import { FilterIcon, GridIcon, ListIcon } from './cardIcons';
import { CARDS_TEXTS } from './cardsTexts';
import { useCardsView } from './cardsViewSettings';
import { Segmented } from './Segmented';
import { SortAndGroupFields } from './SortAndGroupFields';

/** How many of the filters narrow the cards: shown on the mobile Filters button. */
function activeFilterCount(filters: { color: string; rarity: string; status: string }) {
  return [filters.color, filters.rarity, filters.status].filter((value) => value !== '').length;
}

/**
 * Search, view and gain/loss switches, grouping, sorting and filters. From the medium breakpoint up
 * everything is in the toolbar; below it grouping, sorting and filters move into the "Filters" drawer.
 */
export function CardsToolbar() {
  const settings = useCardsView();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const active = activeFilterCount(settings);

  return (
    <div className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-3 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <div className="relative min-w-0 flex-1 basis-48">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-2.5 h-4 w-4 -translate-y-1/2 text-text-muted" />
          <input
            type="search"
            value={settings.search}
            onChange={(event) => settings.change({ search: event.target.value })}
            placeholder={CARDS_TEXTS.searchPlaceholder}
            aria-label="Search cards"
            className="w-full rounded-md border border-border bg-surface py-1.5 pr-2 pl-8 text-base text-text placeholder:text-text-muted focus:outline-2 focus:outline-primary md:text-sm"
          />
        </div>
        <button
          type="button"
          onClick={() => setDrawerOpen(true)}
          className={`${buttonStyles.secondary} md:hidden`}
          aria-label={active > 0 ? `Filters (${active} active)` : 'Filters'}
        >
          <FilterIcon className="h-4 w-4" />
          Filters
          {active > 0 && (
            <span className="rounded-full bg-primary px-1.5 text-xs text-on-primary">{active}</span>
          )}
        </button>
        <Segmented
          label="View"
          value={settings.view}
          onChange={(view) => settings.change({ view })}
          choices={[
            { value: 'grid', label: 'Grid view', text: <GridIcon className="h-4 w-4" /> },
            { value: 'list', label: 'List view', text: <ListIcon className="h-4 w-4" /> },
          ]}
        />
        <Segmented
          label="Gain/loss display"
          value={settings.gainLossMode}
          onChange={(gainLossMode) => settings.change({ gainLossMode })}
          choices={[
            { value: 'percent', label: 'Gain/loss in percent', text: '%' },
            { value: 'amount', label: 'Gain/loss in dollars', text: '$' },
          ]}
        />
      </div>
      <div className="hidden flex-wrap items-center gap-x-4 gap-y-2 md:flex">
        <SortAndGroupFields />
        <span aria-hidden="true" className="h-6 w-px bg-border-light" />
        <CardFilterFields />
        {active > 0 && (
          <button type="button" className={buttonStyles.ghost} onClick={settings.clearFilters}>
            Clear filters
          </button>
        )}
      </div>
      {drawerOpen && (
        <Drawer
          onClose={() => setDrawerOpen(false)}
          footer={
            <>
              <button
                type="button"
                className={`${buttonStyles.secondary} flex-1`}
                onClick={settings.clearFilters}
              >
                Clear
              </button>
              <button
                type="button"
                className={`${buttonStyles.primary} flex-1`}
                onClick={() => setDrawerOpen(false)}
              >
                Show cards
              </button>
            </>
          }
        >
          <div className="flex flex-col gap-4">
            <SortAndGroupFields stacked />
            <CardFilterFields stacked />
          </div>
        </Drawer>
      )}
    </div>
  );
}
