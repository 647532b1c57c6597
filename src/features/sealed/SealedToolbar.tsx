import { useState } from 'react';
import { buttonStyles } from '../../ui/buttons';
import { FilterDrawer } from '../../ui/FilterDrawer';
import { ToolbarSearch } from '../../ui/ToolbarSearch';
import { ViewSwitch } from '../../ui/ViewSwitch';
import { FiltersButton } from '../cards/FiltersButton';
import { SealedFilterFields } from './SealedFilterFields';
import { activeFilterCount, useSealedView } from './sealedViewStore';

/**
 * Search, Grid / List, group-by and the type, status and condition filters (part 2 §2). On mobile the
 * group-by and filters move into the Filters drawer.
 */
export function SealedToolbar() {
  const settings = useSealedView();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const active = activeFilterCount(settings);

  return (
    <div className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-3 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <ToolbarSearch
          label="Search sealed products"
          placeholder="Search sealed products..."
          value={settings.search}
          onChange={(search) => settings.change({ search })}
        />
        <FiltersButton active={active} onOpen={() => setDrawerOpen(true)} />
        <ViewSwitch value={settings.view} onChange={(view) => settings.change({ view })} />
      </div>
      <div className="hidden flex-wrap items-end gap-3 md:flex">
        <SealedFilterFields />
        {active > 0 && (
          <button type="button" className={buttonStyles.ghost} onClick={settings.clearFilters}>
            Clear filters
          </button>
        )}
      </div>
      {drawerOpen && (
        <FilterDrawer
          showLabel="Show products"
          onClear={settings.clearFilters}
          onClose={() => setDrawerOpen(false)}
        >
          <SealedFilterFields stacked />
        </FilterDrawer>
      )}
    </div>
  );
}
