import { DEFINITION_PAGE_SIZES } from '../../../domain/limits';
import type { Page } from '../../../domain/sealed/definitionTable';
import { pagerButtons } from '../../../domain/sealed/definitionTable';
import { PRODUCT_ADMIN_TEXTS } from '../../../domain/texts';
import { buttonStyles, inputStyles } from '../../../ui/buttons';

interface DefinitionPagerProps {
  page: Page<unknown>;
  pageSize: number;
  onPage(page: number): void;
  onPageSize(size: number): void;
}

/** "Showing X to Y of Z definitions", the page size, and Previous / pages / Next with more than one page. */
export function DefinitionPager({ page, pageSize, onPage, onPageSize }: DefinitionPagerProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-text-secondary">{PRODUCT_ADMIN_TEXTS.showing(page.from, page.to, page.total)}</p>
      <label className="flex items-center gap-2">
        Per page
        <select
          className={`${inputStyles} w-20 py-1`}
          value={pageSize}
          onChange={(e) => onPageSize(Number(e.target.value))}
        >
          {DEFINITION_PAGE_SIZES.map((size) => (
            <option key={size}>{size}</option>
          ))}
        </select>
      </label>
      {page.pageCount > 1 && (
        <nav aria-label="Pages" className="flex items-center gap-1">
          <button
            type="button"
            className={buttonStyles.secondary}
            disabled={page.page === 1}
            onClick={() => onPage(page.page - 1)}
          >
            Previous
          </button>
          {pagerButtons(page.page, page.pageCount).map((item, index) =>
            item === 'ellipsis' ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: at most two ellipses, told apart by position.
              <span key={`gap-${index}`} aria-hidden="true" className="px-1 text-text-muted">
                …
              </span>
            ) : (
              <button
                key={item}
                type="button"
                aria-label={`Page ${item}`}
                aria-current={item === page.page ? 'page' : undefined}
                className={item === page.page ? buttonStyles.primary : buttonStyles.secondary}
                onClick={() => onPage(item)}
              >
                {item}
              </button>
            ),
          )}
          <button
            type="button"
            className={buttonStyles.secondary}
            disabled={page.page === page.pageCount}
            onClick={() => onPage(page.page + 1)}
          >
            Next
          </button>
        </nav>
      )}
    </div>
  );
}
