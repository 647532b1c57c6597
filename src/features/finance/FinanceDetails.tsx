import type { FinanceRecord } from '../../domain/schemas';
import { MarketPriceCoverage, TransactionSummary } from './FinanceCoverage';
import { FinanceSubPanel } from './FinanceFigures';

/** The Card and Sealed sub-panels, market price coverage and the transaction summary. */
export function FinanceDetails({ record }: { record: FinanceRecord }) {
  return (
    <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
      <FinanceSubPanel
        title="Cards"
        items={record.totalCards}
        purchaseValue={record.totalCardValue}
        marketValue={record.totalCardMarketValue}
        profitLoss={record.totalCardProfitLoss}
      />
      <FinanceSubPanel
        title="Sealed Products"
        items={record.totalSealedProducts}
        purchaseValue={record.totalSealedProductValue}
        marketValue={record.totalSealedProductMarketValue}
        profitLoss={record.totalSealedProductProfitLoss}
      />
      <MarketPriceCoverage record={record} />
      <TransactionSummary record={record} />
    </div>
  );
}
