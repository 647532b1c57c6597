// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { quickAddCard } from '../../db/cards/quickAddCard';
import { boltDefinition, syncedCollection } from '../../db/testing/cards';
import { hookDatabase } from '../../db/testing/hookDatabase';
import { useWantedCounts } from '../../db/wants/useWantedCounts';
import { createWant } from '../../db/wants/wants';
import { WANT_TEXTS } from '../../domain/texts';
import { SearchResultRow } from '../transactions/wizard/SearchResultRow';

const frame = hookDatabase();

function Results() {
  const wanted = useWantedCounts();
  const printings = [
    { name: 'Lightning Bolt', setCode: 'M10', collectorNumber: '146' },
    { name: 'Opt', setCode: 'XLN', collectorNumber: '65' },
  ];
  return (
    <ul>
      {printings.map((printing) => (
        <SearchResultRow
          key={printing.name}
          name={printing.name}
          detail={printing.setCode}
          action="Select"
          actionLabel={`Select ${printing.name}`}
          onAction={() => undefined}
          wanted={wanted(printing)}
        />
      ))}
    </ul>
  );
}

describe('wanted (N) marks', () => {
  it('marks a printing on the want list with the count still missing, live', async () => {
    const db = frame.open();
    const collectionId = await syncedCollection(db);
    await createWant(db, { name: 'Lightning Bolt', quantity: 3 });
    render(<Results />, { wrapper: frame.wrapper });
    await screen.findByText(WANT_TEXTS.wanted(3));
    await quickAddCard(db, { collectionId, definition: boltDefinition() });
    await screen.findByText(WANT_TEXTS.wanted(2));
    expect(screen.getAllByText(/wanted/)).toHaveLength(1);
  });
});
