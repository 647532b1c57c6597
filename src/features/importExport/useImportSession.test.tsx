// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CardfolioDatabase } from '../../db/database';
import { hookDatabase } from '../../db/testing/hookDatabase';
import { useImportSession } from './useImportSession';

const { open, wrapper } = hookDatabase();
let db: CardfolioDatabase;
// Two rows of a ManaBox export (the jsdom environment reads no fixture files).
const MANABOX = [
  'Name,Set code,Set name,Collector number,Foil,Rarity,Quantity,ManaBox ID,Scryfall ID,Purchase price,Misprint,Altered,Condition,Language,Purchase price currency',
  'Lightning Bolt,M11,Magic 2011,149,normal,common,2,1,,0.5,false,false,near_mint,en,USD',
  'Opt,XLN,Ixalan,65,foil,common,1,2,,,false,false,mint,en,USD',
].join('\n');

describe('useImportSession', () => {
  it('previews a file, and drops the answer of a file put aside while it was still matched', async () => {
    db = open();
    const { result } = renderHook(() => useImportSession('c1'), { wrapper });
    await act(() => result.current.analyse('manabox.csv', MANABOX));
    expect(result.current.session.stage).toBe('preview');
    expect(result.current.session.file?.rows.map((row) => row.name)).toEqual(['Lightning Bolt', 'Opt']);

    // Cancelled before the matching answered: the panel stays empty, the late preview is not shown.
    await act(async () => {
      const late = result.current.analyse('manabox.csv', MANABOX);
      result.current.reset();
      await late;
    });
    expect(result.current.session).toMatchObject({ stage: 'idle', file: null, fileName: '' });
  });

  it('says why when the device cannot be read, and keeps nothing of the file', async () => {
    db = open();
    const { result } = renderHook(() => useImportSession('c1'), { wrapper });
    db.close();
    await act(() => result.current.analyse('manabox.csv', MANABOX));
    await waitFor(() => expect(result.current.session.error).toMatch(/closed/i));
    expect(result.current.session).toMatchObject({ stage: 'idle', file: null, fileName: 'manabox.csv' });
  });
});
