import { describe, expect, it } from 'vitest';
import { computeGainLoss } from '../../domain/cards/pricing';
import { makeLine } from '../../domain/testing/factories';
import { colorLabel, conditionLineText, gainLossTexts, marketPriceText } from './cardDisplay';

describe('gainLossTexts', () => {
  // Two copies bought at $2.00 on average, worth $2.50 each: +$0.50 a copy, +$1.00 in all, +25 %.
  const gain = computeGainLoss(2.5, 2, 2);
  const loss = computeGainLoss(1, 4, 3);

  it('shows percent with the dollars in the tooltip, or the other way round', () => {
    if (!gain || !loss) throw new Error('both prices are known');
    expect(gainLossTexts(gain, 'percent')).toEqual({ shown: '+25.00%', other: '+$1.00', isGain: true });
    expect(gainLossTexts(gain, 'amount')).toEqual({ shown: '+$1.00', other: '+25.00%', isGain: true });
    // (1 - 4) / 4 = -75 %, times three copies = -$9.00.
    expect(gainLossTexts(loss, 'percent')).toEqual({ shown: '-75.00%', other: '-$9.00', isGain: false });
  });

  it('counts no change as a gain, and shows dollars when the copies cost nothing', () => {
    const even = computeGainLoss(3, 3, 1);
    const free = computeGainLoss(0.4, 0, 5);
    if (!even || !free) throw new Error('both prices are known');
    expect(gainLossTexts(even, 'percent')).toEqual({ shown: '+0.00%', other: '+$0.00', isGain: true });
    expect(gainLossTexts(free, 'percent')).toEqual({ shown: '+$2.00', other: '', isGain: true });
  });
});

describe('card texts', () => {
  it('names a condition line with its price and the last 8 characters of its transaction', () => {
    const line = makeLine('Near Mint', 2, 1.5, { transactionId: 'tx-0000-1111-2222-3333abcd1234' });
    expect(conditionLineText(line)).toBe('2× Near Mint · @ $1.50 · tx abcd1234');
    expect(conditionLineText(makeLine('Played', 1))).toBe('1× Played');
  });

  it('writes market prices in dollars and colours by their labels', () => {
    expect(marketPriceText(1234.5)).toBe('$1,234.50');
    expect(marketPriceText(null)).toBe('—');
    expect(colorLabel('multicolor')).toBe('Multicolor');
  });
});
