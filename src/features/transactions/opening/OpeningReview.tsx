import { useEffect, useState } from 'react';
import { useDatabase } from '../../../db/DatabaseProvider';
import { previewTransaction } from '../../../db/transactions/previewTransaction';
import { errorMessage, formatMoney } from '../../../domain/format';
import type { Transaction, TransactionInput } from '../../../domain/schemas';
import { OPENING_TEXTS } from './openingTexts';

type Preview =
  | { status: 'loading' }
  | { status: 'ready'; transaction: Transaction }
  | { status: 'refused'; message: string };

/** How the opened product's cost is spread over the pulled cards: the ledger's own answer, not a copy. */
export function OpeningReview({ input }: { input: TransactionInput }) {
  const db = useDatabase();
  const [preview, setPreview] = useState<Preview>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    previewTransaction(db, input).then(
      (transaction) => current && setPreview({ status: 'ready', transaction }),
      (error: unknown) => current && setPreview({ status: 'refused', message: errorMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [db, input]);

  if (preview.status === 'loading') return <p role="status">…</p>;
  if (preview.status === 'refused') {
    return (
      <p role="alert" className="text-sm text-error">
        {preview.message}
      </p>
    );
  }
  const lines = preview.transaction.items;
  const opened = lines.filter((line) => line.ledger?.direction === 'out');
  const cost = opened.reduce((sum, line) => sum + (line.ledger?.costBasis ?? 0), 0);
  return (
    <div className="flex flex-col gap-2 text-sm">
      <p>
        {OPENING_TEXTS.costOf}: <span className="font-semibold tabular-nums">{formatMoney(cost)}</span>
      </p>
      <ul aria-label={OPENING_TEXTS.reviewStep} className="divide-y divide-border-light">
        {lines
          .filter((line) => line.ledger?.direction === 'in')
          .map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the preview's lines never reorder.
            <li key={index} data-opening-share className="flex justify-between gap-2 py-1.5">
              <span>
                {line.name} ×{line.quantity}
              </span>
              <span className="tabular-nums">
                {OPENING_TEXTS.bookedAt} {formatMoney(line.ledger?.costBasis ?? 0)}
              </span>
            </li>
          ))}
      </ul>
    </div>
  );
}
