// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadFixturePrintings } from '../../../tests/fixtures/cardDb/cardDbFixtureServer';
import { catalogueDatabase } from '../../db/catalogue/catalogueDatabase';
import { catalogueRowsOf, storeTestCatalogue } from '../../db/testing/catalogue';
import type { RowChoice } from '../../domain/importExport/importPreview';
import { IMPORT_TEXTS } from '../../domain/importExport/importTexts';
import type { PeerRow } from '../../domain/importExport/peerRow';
import { WIZARD_TEXTS } from '../transactions/wizard/wizardTexts';
import { RowFix } from './RowFix';

afterEach(cleanup);

const row: PeerRow = {
  line: 7,
  name: 'Mystery Card',
  setCode: '',
  setName: '',
  collectorNumber: '',
  scryfallId: '',
  peerProductId: '',
  quantity: 2,
  condition: 'Near Mint',
  finish: 'nonfoil',
  language: 'en',
  purchasePrice: null,
  date: null,
  status: 'have',
};

/** The fix of `row` (line 7, index 3), which no printing matched. */
const unmatchedFix = (
  choice: RowChoice | undefined,
  onChoose: (index: number, choice: RowChoice | null) => void,
) => (
  <RowFix
    index={3}
    row={row}
    match={{ status: 'unmatched', reason: IMPORT_TEXTS.notFound }}
    choice={choice}
    onChoose={onChoose}
  />
);

async function searchFor(text: string) {
  const box = screen.getByLabelText('Search a card for line 7');
  fireEvent.change(box, { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
}

describe('RowFix: settling an unmatched row by search', () => {
  it('says why a search offers nothing, then offers the printings it finds', async () => {
    const onChoose = vi.fn();
    render(unmatchedFix(undefined, onChoose));
    await searchFor('o');
    expect((await screen.findByRole('status')).textContent).toBe(WIZARD_TEXTS.searchHint);

    // No catalogue on the device yet.
    await searchFor('Opt');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(IMPORT_TEXTS.noCatalogue));

    await storeTestCatalogue(catalogueDatabase(), catalogueRowsOf(loadFixturePrintings()));
    await searchFor('Zzyzx');
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(IMPORT_TEXTS.nothingFound('Zzyzx')),
    );

    await searchFor('Opt');
    const printings = await screen.findByLabelText('Printing for line 7');
    expect(screen.queryByRole('status')).toBeNull();
    const first = printings.querySelectorAll('option')[1] as HTMLOptionElement;
    fireEvent.change(printings, { target: { value: first.value } });
    expect(onChoose).toHaveBeenCalledWith(3, { printing: expect.objectContaining({ name: 'Opt' }) });

    // A later search that finds nothing says so and keeps the printings offered.
    await searchFor('Zzyzx');
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(IMPORT_TEXTS.nothingFound('Zzyzx')),
    );
    const kept = [...screen.getByLabelText('Printing for line 7').querySelectorAll('option')];
    expect(kept.map((option) => option.textContent)).toContain(first.textContent);
  });

  it('skips a row, and takes the skip back', () => {
    const onChoose = vi.fn();
    const { rerender } = render(unmatchedFix(undefined, onChoose));
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(onChoose).toHaveBeenLastCalledWith(3, 'skip');
    rerender(unmatchedFix('skip', onChoose));
    expect(screen.getByText('(skipped)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Include' }));
    expect(onChoose).toHaveBeenLastCalledWith(3, null);
  });
});
