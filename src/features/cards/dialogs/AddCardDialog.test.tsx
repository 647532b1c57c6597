// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type CardDbFixtureServer,
  startCardDbFixtureServer,
} from '../../../../tests/fixtures/cardDb/cardDbFixtureServer';
import { scaled } from '../../../../tests/setup/slowness';
import type { CardfolioDatabase } from '../../../db/database';
import { syncedCollection } from '../../../db/testing/cards';
import { freshDatabase } from '../../../db/testing/database';
import { CARD_DIALOG_TEXTS, TEXTS } from '../../../domain/texts';
import type { CardDatabaseClient } from '../../cardDatabase/cardDatabaseClient';
import { AddCardDialog } from './AddCardDialog';
import { emulateScreen, fixtureClient, renderWithDatabase } from './testing/dialogs';

let fixture: CardDbFixtureServer;
let db: CardfolioDatabase;
let client: CardDatabaseClient;
let binder: string;
const online = () => true;
const wait = { timeout: scaled(4000) };

beforeAll(async () => {
  fixture = await startCardDbFixtureServer();
});
afterAll(() => fixture.close());
beforeEach(async () => {
  db = freshDatabase();
  client = fixtureClient(fixture);
  binder = await syncedCollection(db);
  emulateScreen(false);
});
afterEach(async () => {
  cleanup();
  await db.delete();
});

function open(collectionId: string | null = binder, isOnline = online) {
  renderWithDatabase(
    db,
    <AddCardDialog collectionId={collectionId} onClose={() => {}} client={client} isOnline={isOnline} />,
  );
  return screen.getByRole('dialog', { name: 'Add New Card' });
}

async function search(dialog: HTMLElement, query: string) {
  fireEvent.change(within(dialog).getByLabelText('Search for a card'), { target: { value: query } });
  return within(await within(dialog).findByRole('list', { name: 'Search results' }, wait));
}

describe('Add New Card on a desktop', () => {
  it('searches from two characters and quick-adds have, Near Mint, 1, non-foil', async () => {
    const dialog = open();
    fireEvent.change(within(dialog).getByLabelText('Search for a card'), { target: { value: 'b' } });
    expect(dialog.textContent).toContain('Type at least 2 characters');
    const results = await search(dialog, 'lightning bolt');
    const item = results.getAllByRole('listitem')[0];
    expect(within(item).getByRole('button', { name: /^Versions/ })).toBeTruthy();
    expect(within(item).getByRole('button', { name: /^Add with Details/ })).toBeTruthy();
    fireEvent.click(within(item).getByRole('button', { name: /^Quick Add Lightning Bolt/ }));
    await within(dialog).findByText(/^Added Lightning Bolt/, undefined, wait);
    const [card] = await db.cards.toArray();
    expect(card).toMatchObject({ name: 'Lightning Bolt', status: 'have', foil: false, collectionId: binder });
    expect(card.conditionQuantities).toMatchObject([{ condition: 'Near Mint', quantity: 1 }]);
  });

  it('offline, searches the cards saved on this device and says so', async () => {
    let connected = true;
    const dialog = open(binder, () => connected);
    await search(dialog, 'lightning bolt');
    expect(within(dialog).queryByTestId('offline-notice')).toBeNull();
    connected = false;
    fireEvent.change(within(dialog).getByLabelText('Search for a card'), { target: { value: 'bolt' } });
    await within(dialog).findByTestId('offline-notice', undefined, wait);
    const results = within(within(dialog).getByRole('list', { name: 'Search results' }));
    expect(results.getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Lightning Bolt',
    ]);
    expect(within(dialog).getByTestId('offline-notice').textContent).toBe(TEXTS.offlineCardSearch);
  });

  it('adds with details: inline messages, Back to Search, and N copies', async () => {
    const dialog = open();
    const results = await search(dialog, 'lightning bolt');
    fireEvent.click(results.getAllByRole('button', { name: /^Add with Details/ })[0]);
    const form = within(within(dialog).getByRole('form', { name: 'Add with Details' }));
    const quantity = form.getByLabelText('Quantity');
    fireEvent.change(quantity, { target: { value: '0' } });
    fireEvent.change(form.getByLabelText('Purchase Price'), { target: { value: '-1' } });
    fireEvent.click(form.getByRole('button', { name: 'Add to Collection' }));
    expect(form.getByText(CARD_DIALOG_TEXTS.quantityAtLeastOne)).toBeTruthy();
    expect(form.getByText(CARD_DIALOG_TEXTS.invalidPrice)).toBeTruthy();
    expect(quantity.getAttribute('aria-invalid')).toBe('true');
    // Above the schema's limit: the limit's message beside the field, not a "try again" for nothing tried.
    fireEvent.change(quantity, { target: { value: '1001' } });
    fireEvent.change(form.getByLabelText('Purchase Price'), { target: { value: '' } });
    fireEvent.click(form.getByRole('button', { name: 'Add to Collection' }));
    expect(form.getByText(CARD_DIALOG_TEXTS.tooManyCopies)).toBeTruthy();
    expect(form.queryByText(CARD_DIALOG_TEXTS.addSomeFailed)).toBeNull();
    expect(await db.cards.count()).toBe(0);

    fireEvent.click(form.getByRole('button', { name: CARD_DIALOG_TEXTS.backToSearch }));
    const again = await search(dialog, 'lightning bolt');
    fireEvent.click(again.getAllByRole('button', { name: /^Add with Details/ })[0]);
    const details = within(within(dialog).getByRole('form', { name: 'Add with Details' }));
    expect((details.getByLabelText('Condition') as HTMLSelectElement).value).toBe('Near Mint');
    fireEvent.change(details.getByLabelText('Quantity'), { target: { value: '3' } });
    fireEvent.change(details.getByLabelText('Purchase Price'), { target: { value: '2.5' } });
    fireEvent.change(details.getByLabelText('Condition'), { target: { value: 'Played' } });
    fireEvent.click(details.getByLabelText('Foil'));
    fireEvent.click(details.getByRole('button', { name: 'Add to Collection' }));
    await within(dialog).findByText(/^Added 3 × Lightning Bolt/, undefined, wait);
    const cards = await db.cards.toArray();
    expect(cards).toHaveLength(3);
    for (const card of cards) {
      expect(card.foil).toBe(true);
      expect(card.conditionQuantities).toMatchObject([
        { condition: 'Played', quantity: 1, purchasePrice: 2.5 },
      ]);
    }
  });

  it('without a collection says so and offers no add', async () => {
    const dialog = open(null);
    expect(within(dialog).getByRole('alert').textContent).toBe(CARD_DIALOG_TEXTS.selectCollectionFirst);
    const results = await search(dialog, 'lightning bolt');
    const quick = results.getAllByRole('button', { name: /^Quick Add/ })[0] as HTMLButtonElement;
    expect(quick.disabled).toBe(true);
  });
});

describe('Add New Card on a phone', () => {
  it('offers one Add button, whose sheet has the three choices and Cancel', async () => {
    emulateScreen(true);
    const dialog = open();
    const results = await search(dialog, 'lightning bolt');
    expect(results.queryAllByRole('button', { name: /^Quick Add/ })).toHaveLength(0);
    fireEvent.click(results.getAllByRole('button', { name: /^Add Lightning Bolt/ })[0]);
    const sheet = within(screen.getByRole('dialog', { name: /Lightning Bolt/ }));
    expect(sheet.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Quick Add',
      'View Versions',
      'Add with Details',
      'Cancel',
    ]);
    fireEvent.click(sheet.getByRole('button', { name: 'Quick Add' }));
    await within(dialog).findByText(/^Added Lightning Bolt/, undefined, wait);
    expect(await db.cards.count()).toBe(1);
  });
});

describe('All Printings', () => {
  it("lists Lightning Bolt's printings and quick-adds one of them", async () => {
    const dialog = open();
    const results = await search(dialog, 'lightning bolt');
    fireEvent.click(results.getAllByRole('button', { name: /^Versions/ })[0]);
    const printings = within(screen.getByRole('dialog', { name: 'All Printings' }));
    const list = within(await printings.findByRole('list', { name: 'Printings of Lightning Bolt' }, wait));
    expect(list.getAllByRole('listitem')).toHaveLength(11);
    fireEvent.click(list.getAllByRole('button', { name: /^Quick Add/ })[1]);
    await printings.findByText(/^Added Lightning Bolt/, undefined, wait);
    expect(await db.cards.count()).toBe(1);
  });

  it("says 'Failed to fetch card printings' with Try Again, and asks again", async () => {
    let printingCalls = 0;
    client = fixtureClient(fixture, async (input, init) => {
      if (String(input).includes('unique=prints')) {
        printingCalls += 1;
        return new Response('{}', { status: 503 });
      }
      return fetch(input, init);
    });
    const dialog = open();
    const results = await search(dialog, 'lightning bolt');
    fireEvent.click(results.getAllByRole('button', { name: /^Versions/ })[0]);
    const printings = within(screen.getByRole('dialog', { name: 'All Printings' }));
    const alert = await printings.findByRole('alert', undefined, wait);
    expect(alert.textContent).toContain('Failed to fetch card printings');
    // The one printing the search saved on this device is still listed under the failure.
    expect(printings.getAllByRole('listitem')).toHaveLength(1);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(printingCalls).toBe(2), wait);
  });

  it("answers 'No printings found for this card.' when the card database has none", async () => {
    client = fixtureClient(fixture, async (input, init) =>
      String(input).includes('unique=prints') ? new Response('{}', { status: 404 }) : fetch(input, init),
    );
    const dialog = open();
    const results = await search(dialog, 'lightning bolt');
    fireEvent.click(results.getAllByRole('button', { name: /^Versions/ })[0]);
    const printings = within(screen.getByRole('dialog', { name: 'All Printings' }));
    await printings.findByText(CARD_DIALOG_TEXTS.noPrintings, undefined, wait);
    expect(printings.queryByRole('alert')).toBeNull();
  });
});
