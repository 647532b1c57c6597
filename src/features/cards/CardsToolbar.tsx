import { useState } from 'react';
import { displayCurrencySymbol } from '../../domain/format';
import { buttonStyles } from '../../ui/buttons';
import { FilterDrawer } from '../../ui/FilterDrawer';
import { Segmented } from '../../ui/Segmented';
import { ToolbarSearch } from '../../ui/ToolbarSearch';
import { ViewSwitch } from '../../ui/ViewSwitch';
import { CardFilterFields } from './CardFilterFields';
import { CARDS_TEXTS } from './cardsTexts';
import { useCardsView } from './cardsViewSettings';
import { FiltersButton } from './FiltersButton';
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
        <ToolbarSearch
          label="Search cards"
          placeholder={CARDS_TEXTS.searchPlaceholder}
          value={settings.search}
          onChange={(search) => settings.change({ search })}
        />
        <FiltersButton active={active} onOpen={() => setDrawerOpen(true)} />
        <ViewSwitch value={settings.view} onChange={(view) => settings.change({ view })} />
        <Segmented
          label="Gain/loss display"
          value={settings.gainLossMode}
          onChange={(gainLossMode) => settings.change({ gainLossMode })}
          choices={[
            { value: 'percent', label: 'Gain/loss in percent', text: '%' },
            { value: 'amount', label: 'Gain/loss in dollars', text: displayCurrencySymbol() },
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
        <FilterDrawer
          showLabel="Show cards"
          onClear={settings.clearFilters}
          onClose={() => setDrawerOpen(false)}
        >
          <div className="flex flex-col gap-4">
            <SortAndGroupFields stacked />
            <CardFilterFields stacked />
          </div>
        </FilterDrawer>
      )}
    </div>
  );
}
