import { buttonStyles } from '../../ui/buttons';
import { FilterIcon } from './cardIcons';

/** The mobile toolbar's Filters button, with how many filters are active. */
export function FiltersButton({ active, onOpen }: { active: number; onOpen(): void }) {
  return (
    <button
      type="button"
      onClick={onOpen}
      className={`${buttonStyles.secondary} md:hidden`}
      aria-label={active > 0 ? `Filters (${active} active)` : 'Filters'}
    >
      <FilterIcon className="h-4 w-4" />
      Filters
      {active > 0 && <span className="rounded-full bg-primary px-1.5 text-xs text-on-primary">{active}</span>}
    </button>
  );
}
