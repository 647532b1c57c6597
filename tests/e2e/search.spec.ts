import { QUERY_TEXTS } from '../../src/domain/query/queryTexts';
import { SEARCH_TEXTS } from '../../src/features/search/searchTexts';
import { loadFixturePrintings } from '../fixtures/cardDb/cardDbFixtureServer';
import { CARDS, PRICES } from './cards-view.data';
import { expect, test } from './fixtures';
import { signUpAndSettle } from './flows';
import { AdvancedSearchPage } from './pages/AdvancedSearchPage';
import { CardDialogsPage } from './pages/CardDialogsPage';
import { CardsViewPage } from './pages/CardsViewPage';
import { CataloguePage, withoutCatalogue } from './pages/CataloguePage';
import { HeaderSearchPage } from './pages/HeaderSearchPage';

const printings = loadFixturePrintings();

test('the header box runs the query language offline over the collection and the card database; Enter opens the full results', async ({
  page,
  context,
}) => {
  const { app } = await signUpAndSettle(page);
  await new CataloguePage(page).expectDownloaded(printings.length, '22 Nov');
  const dialogs = new CardDialogsPage(page, false);
  await dialogs.openAdd();
  await dialogs.search('serra angel');
  await dialogs.quickAdd('Serra Angel');
  await dialogs.closeAdd();

  // Offline, the search panel's code comes from the service worker's cache: on a first visit it may
  // still be installing (the panel's chunk then fails to load, as on any device offline too early).
  await app.waitForServiceWorkerControl();
  await context.setOffline(true);
  const search = new HeaderSearchPage(page);
  await search.type('t:angel mv>=5');
  await search.expectGroup(SEARCH_TEXTS.inCollection, ['Serra Angel']);
  await search.expectGroup(SEARCH_TEXTS.cardDatabase, ['Baneslayer Angel', 'Serra Angel']);

  // A term it cannot read is named; the rest still searches.
  await search.type('t:angel mv<=x -serra');
  await expect(search.problem(QUERY_TEXTS.numberExpected('mv<=x'))).toBeVisible();
  await search.expectGroup(SEARCH_TEXTS.inCollection, []);
  await search.expectGroup(SEARCH_TEXTS.cardDatabase, ['Baneslayer Angel']);

  await search.box.press('ArrowDown');
  await search.box.press('Enter');
  await expect(search.navigation.sectionHeading).toHaveText('Advanced Search');
  await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue('!"Baneslayer Angel"');
  await expect(
    page.getByRole('main').getByRole('list', { name: SEARCH_TEXTS.cardDatabase, exact: true }),
  ).toContainText('Baneslayer Angel');
});

test('Advanced Search builds the query from conditions, reads a typed one back, and the header box offers it again', async ({
  page,
}) => {
  await signUpAndSettle(page);
  await new CataloguePage(page).expectDownloaded(printings.length, '22 Nov');
  const advanced = new AdvancedSearchPage(page);
  await advanced.open();
  await advanced.addCondition(1, 'Type line', SEARCH_TEXTS.operators[':'], 'angel');
  await advanced.addCondition(2, 'Mana value', SEARCH_TEXTS.operators['>='], '5');
  await expect(advanced.queryBox).toHaveValue('t:angel mv>=5');
  await advanced.run();
  await advanced.expectDatabase(['Baneslayer Angel', 'Serra Angel']);

  // Typed text is read back; a group no condition shows stays as text, with a note.
  await advanced.queryBox.fill('t:angel (s:m10 OR s:lea) -serra');
  await expect(advanced.control(2, SEARCH_TEXTS.value)).toHaveValue('serra');
  await expect(advanced.control(2, SEARCH_TEXTS.negate)).toBeChecked();
  await expect(advanced.note).toContainText('(s:m10 OR s:lea)');
  await advanced.run();
  await advanced.expectDatabase(['Baneslayer Angel']);

  // The empty header box offers the searches run, newest first; the arrows and Enter run one again.
  const search = new HeaderSearchPage(page);
  await search.type('');
  const recent = page.getByRole('banner').getByRole('list', { name: SEARCH_TEXTS.recent });
  await expect(recent.getByRole('button')).toHaveText(['t:angel (s:m10 OR s:lea) -serra', 't:angel mv>=5']);
  await search.box.press('ArrowDown');
  await search.box.press('ArrowDown');
  await search.box.press('Enter');
  await expect(advanced.queryBox).toHaveValue('t:angel mv>=5');
  await advanced.expectDatabase(['Baneslayer Angel', 'Serra Angel']);
});

test("the cards view's search box runs the language over the collection; plain words search as before", async ({
  page,
}) => {
  await withoutCatalogue(page);
  await signUpAndSettle(page);
  const cards = new CardsViewPage(page);
  await cards.seed(CARDS, PRICES);
  await cards.expectCount('5 of 5 cards');

  await cards.search.fill('elves dom');
  await cards.expectCount('1 of 5 cards');
  await cards.search.fill('status:want');
  await cards.expectCount('1 of 5 cards');
  expect(await cards.rowNames()).toEqual(['Counterspell']);
  await cards.search.fill('cond:lp OR s:lea');
  await cards.expectCount('2 of 5 cards');
  expect(await cards.rowNames()).toEqual(['Black Lotus', 'Llanowar Elves']);
  await cards.search.fill('t:instant -paid>=2');
  await cards.expectCount('2 of 5 cards');
  expect(await cards.rowNames()).toEqual(['Counterspell', 'Lightning Bolt']);
});
