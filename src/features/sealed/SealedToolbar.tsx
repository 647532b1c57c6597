import { useState } from 'react';
import { buttonStyles } from '../../ui/buttons';
import { Drawer } from '../../ui/Drawer';
import { SearchIcon } from '../../ui/icons';
import { FilterIcon, GridIcon, ListIcon } from '../cards/cardIcons';
import { Segmented } from '../cards/Segmented';
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
        <div className="relative min-w-0 flex-1 basis-48">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-2.5 h-4 w-4 -translate-y-1/2 text-text-muted" />
          <input
            type="search"
            value={settings.search}
            onChange={(event) => settings.change({ search: event.target.value })}
            placeholder="Search sealed products..."
            aria-label="Search sealed products"
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
                Show products
              </button>
            </>
          }
        >
          <SealedFilterFields stacked />
        </Drawer>
      )}
    </div>
  );
}
