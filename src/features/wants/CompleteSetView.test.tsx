// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import Dexie from 'dexie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFixturePrintings } from '../../../tests/fixtures/cardDb/cardDbFixtureServer';
import { quickAddCard } from '../../db/cards/quickAddCard';
import { CATALOGUE_DATABASE_NAME, catalogueDatabase } from '../../db/catalogue/catalogueDatabase';
import { boltDefinition, syncedCollection } from '../../db/testing/cards';
import { catalogueRowsOf, storeTestCatalogue } from '../../db/testing/catalogue';
import { outboxCalls } from '../../db/testing/database';
import { hookDatabase } from '../../db/testing/hookDatabase';
import { WANT_VIEW_TEXTS as TEXTS } from '../../domain/wants/wantViewTexts';
import CompleteSetView from './CompleteSetView';

const frame = hookDatabase();

beforeAll(() => storeTestCatalogue(catalogueDatabase(), catalogueRowsOf(loadFixturePrintings())));
afterAll(async () => {
  catalogueDatabase().close();
  await Dexie.delete(CATALOGUE_DATABASE_NAME);
});

describe('CompleteSetView', () => {
  it('shows what a set lacks, its count and cost, and adds the missing printings to the want list', async () => {
    const db = frame.open();
    const collectionId = await syncedCollection(db);
    const forest = boltDefinition({ id: 'forest-znr', name: 'Forest', setCode: 'znr', tcgplayer_id: 170322 });
    await quickAddCard(db, { collectionId, definition: forest });
    render(<CompleteSetView />, { wrapper: frame.wrapper });
    fireEvent.change(await screen.findByLabelText(TEXTS.set), { target: { value: 'znr' } });

    await waitFor(() => expect(screen.getByRole('status').textContent).toContain(TEXTS.missingCount(11, 12)));
    const status = screen.getByRole('status').textContent ?? '';
    expect(status).toContain(`${TEXTS.costToComplete} $1.18`);
    expect(status).toContain(TEXTS.unpriced(3));
    const missing = screen.getByRole('list', { name: TEXTS.missingPrintings });
    expect(within(missing).queryByText('Forest')).not.toBeNull();
    expect(within(missing).getAllByRole('listitem')).toHaveLength(11);

    fireEvent.click(screen.getByRole('button', { name: TEXTS.addMissing }));
    await screen.findByText(TEXTS.addedMissing(11));
    expect(await db.wants.count()).toBe(11);
    // One use case, one outbox entry: the batch lists all eleven.
    const calls = (await outboxCalls(db)).filter((call) => call.path.startsWith('/wants'));
    expect(calls.map((call) => call.path)).toEqual(['/wants/batch']);
    expect((calls[0].body as { wants: unknown[] }).wants).toHaveLength(11);
  });
});
