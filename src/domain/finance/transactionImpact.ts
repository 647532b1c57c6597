import { DEFAULT_TRADE_PARTNER } from '../limits';
import type { RealizedEntry, Transaction, TransactionItem } from '../schemas';

export type ImpactItem = Pick<TransactionItem, 'name' | 'quantity' | 'price' | 'isGiven' | 'isReceived'>;
export type ImpactTransaction = Pick<Transaction, 'type' | 'date' | 'totalValue' | 'tradePartner'> & {
  items: readonly ImpactItem[];
};

export interface TradeValues {
  given: number;
  received: number;
}

/** What a trade gave away and brought in, each item at its price times quantity. */
export function tradeValues(items: readonly ImpactItem[]): TradeValues {
  let given = 0;
  let received = 0;
  for (const item of items) {
    if (item.isGiven) given += item.price * item.quantity;
    else if (item.isReceived) received += item.price * item.quantity;
  }
  return { given, received };
}

/** Part 2 §9: purchase = −total, sale = +total, trade = received − given, opening and adjustment 0. */
export function financialImpact(transaction: ImpactTransaction): number {
  switch (transaction.type) {
    case 'purchase':
      return -transaction.totalValue;
    case 'sale':
      return transaction.totalValue;
    case 'trade': {
      const { given, received } = tradeValues(transaction.items);
      return received - given;
    }
    default:
      return 0;
  }
}

/** The six tiles of the transactions screen. */
export interface TransactionSummary {
  totalTransactions: number;
  totalSpent: number;
  totalEarned: number;
  netTradeValue: number;
  trades: number;
  /** Earned − spent + net trade value. */
  netValue: number;
}

export function summarizeTransactions(transactions: readonly ImpactTransaction[]): TransactionSummary {
  let totalSpent = 0;
  let totalEarned = 0;
  let netTradeValue = 0;
  let trades = 0;
  for (const transaction of transactions) {
    if (transaction.type === 'purchase') totalSpent += transaction.totalValue;
    else if (transaction.type === 'sale') totalEarned += transaction.totalValue;
    else if (transaction.type === 'trade') {
      trades += 1;
      netTradeValue += financialImpact(transaction);
    }
  }
  const netValue = totalEarned - totalSpent + netTradeValue;
  return { totalTransactions: transactions.length, totalSpent, totalEarned, netTradeValue, trades, netValue };
}

/** "Lightning Bolt ×2, Opt and 3 more": what a realized entry was about. */
export function describeItems(items: readonly ImpactItem[], shown = 2): string {
  const names = items
    .slice(0, shown)
    .map((item) => (item.quantity > 1 ? `${item.name} ×${item.quantity}` : item.name));
  const rest = items.length - names.length;
  return rest > 0 ? `${names.join(', ')} and ${rest} more` : names.join(', ');
}

/**
 * A sale at its total or a trade at received − given (part 2 §3 "Realized breakdown entry"); null for
 * the other types, which realize nothing.
 */
export function realizedEntry(transaction: ImpactTransaction): RealizedEntry | null {
  if (transaction.type === 'sale') {
    const description = `Sold ${describeItems(transaction.items)}`.trim();
    return { type: 'sale', date: transaction.date, amount: transaction.totalValue, description };
  }
  if (transaction.type !== 'trade') return null;
  const { given, received } = tradeValues(transaction.items);
  const partner = transaction.tradePartner.trim() || DEFAULT_TRADE_PARTNER;
  return {
    type: 'trade',
    date: transaction.date,
    amount: received - given,
    description: `Trade with ${partner}`,
    givenValue: given,
    receivedValue: received,
  };
}

/**
 * The realized gains list (part 2 §2): every sale at its total and every trade at received − given,
 * newest first. Realized profit is the sum of the amounts (part 2 §9).
 */
export function realizedEntries(transactions: readonly ImpactTransaction[]): RealizedEntry[] {
  const entries: RealizedEntry[] = [];
  for (const transaction of transactions) {
    const entry = realizedEntry(transaction);
    if (entry) entries.push(entry);
  }
  return entries.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}
