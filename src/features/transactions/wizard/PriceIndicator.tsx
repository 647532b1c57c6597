import { formatComparisonPercent, formatMoney } from '../../../domain/format';
import { priceIndicator } from './wizardDraft';
import { WIZARD_TEXTS } from './wizardTexts';

const TONES = { good: 'text-success', warning: 'text-warning', error: 'text-error' } as const;

/** Price against market (part 2 §5): "+5.0% above market", coloured good, warning or error. */
export function PriceIndicator({ price, market }: { price: number; market: number | null }) {
  const indicator = priceIndicator(price, market);
  if (!indicator || market === null) return null;
  const where =
    indicator.percent > 0
      ? WIZARD_TEXTS.aboveMarket
      : indicator.percent < 0
        ? WIZARD_TEXTS.belowMarket
        : WIZARD_TEXTS.atMarket;
  return (
    <p
      data-testid="price-indicator"
      data-tone={indicator.tone}
      className={`text-sm ${TONES[indicator.tone]}`}
    >
      {WIZARD_TEXTS.market} {formatMoney(market)} · {formatComparisonPercent(indicator.percent)} {where}
    </p>
  );
}
