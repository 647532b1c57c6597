import type { Page } from '../../../domain/sealed/definitionTable';
import { PRODUCT_ADMIN_TEXTS } from '../../../domain/texts';
import { DEFINITION_PAGE_SIZES } from '../../../ui/layout';
import { Pager } from '../../../ui/Pager';

interface DefinitionPagerProps {
  page: Page<unknown>;
  pageSize: number;
  onPage(page: number): void;
  onPageSize(size: number): void;
}

/** "Showing X to Y of Z definitions", the page size, and Previous / pages / Next with more than one page. */
export function DefinitionPager(props: DefinitionPagerProps) {
  return <Pager {...props} pageSizes={DEFINITION_PAGE_SIZES} showing={PRODUCT_ADMIN_TEXTS.showing} />;
}
