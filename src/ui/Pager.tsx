import type { Page } from '../domain/sealed/definitionTable';
import { pagerButtons } from '../domain/sealed/definitionTable';
import { buttonStyles, inputStyles } from './buttons';

interface PagerProps {
  page: Page<unknown>;
  pageSize: number;
  /** The page sizes offered (e.g. DEFINITION_PAGE_SIZES, TRANSACTION_PAGE_SIZES). */
  pageSizes: readonly number[];
  /** "Showing X to Y of Z …" in the words of the table it pages. */
  showing(from: number, to: number, total: number): string;
  onPage(page: number): void;
  onPageSize(size: number): void;
}

/**
 * A table's footer: "Showing X to Y of Z", the page size, and Previous / up to 5 numbered pages with
 * ellipses / Next — the buttons only with more than one page (part 2 §2 and §9).
 */
export function Pager({ page, pageSize, pageSizes, showing, onPage, onPageSize }: PagerProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-text-secondary">{showing(page.from, page.to, page.total)}</p>
      <label className="flex items-center gap-2">
        Per page
        <select
          className={`${inputStyles} w-20 py-1`}
          value={pageSize}
          onChange={(e) => onPageSize(Number(e.target.value))}
        >
          {pageSizes.map((size) => (
            <option key={size}>{size}</option>
          ))}
        </select>
      </label>
      {page.pageCount > 1 && (
        <nav aria-label="Pages" className="flex flex-wrap items-center gap-1">
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
