import { LOCATION_MOVE_TEXTS } from '../../domain/locations/texts';
import { buttonStyles } from '../../ui/buttons';

/** "Page 2 of 10" between Previous and Next (the Unfiled view and the binder view). */
export function PageSwitch({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage(page: number): void;
}) {
  return (
    <nav aria-label="Pages" className="flex items-center gap-2 text-sm">
      <button
        type="button"
        className={buttonStyles.secondary}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {LOCATION_MOVE_TEXTS.previousPage}
      </button>
      <span aria-live="polite" data-testid="page-of">
        {LOCATION_MOVE_TEXTS.pageOf(page, pages)}
      </span>
      <button
        type="button"
        className={buttonStyles.secondary}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {LOCATION_MOVE_TEXTS.nextPage}
      </button>
    </nav>
  );
}
