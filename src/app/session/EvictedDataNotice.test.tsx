// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type MarkedChange, writeMarker } from '../../db/eviction/deviceDataMarker';
import { DEVICE_DATABASE_TEXTS as TEXTS } from '../../domain/texts';
import { EvictedDataNotice } from './EvictedDataNotice';

const addCard = (name: string): MarkedChange => ({
  path: '/cards',
  records: [{ entity: 'cards', id: `temp-${name}`, op: 'create' }],
  body: { name },
});

function cleared(lost: MarkedChange[], lostCount = lost.length) {
  writeMarker(localStorage, 'u1', {
    since: '2026-11-27T10:00:00.000Z',
    unsent: [],
    unsentCount: 0,
    evicted: { at: '2026-11-27T10:00:00.000Z', lost, lostCount },
  });
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('EvictedDataNotice', () => {
  it('shows nothing while the database was never found cleared', () => {
    writeMarker(localStorage, 'u1', { since: '2026-11-27T10:00:00.000Z', unsent: [], unsentCount: 0 });
    render(<EvictedDataNotice userId="u1" />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('names each lost change, counts those beyond the named, and goes away when dismissed', () => {
    render(<EvictedDataNotice userId="u1" />);
    act(() => cleared([addCard('Lightning Bolt'), addCard('Counterspell')], 25));
    const notice = screen.getByRole('alert');
    expect(notice.textContent).toContain(TEXTS.evictedTitle);
    expect(notice.textContent).toContain(TEXTS.evictedLost(25));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Add card "Lightning Bolt"',
      'Add card "Counterspell"',
      TEXTS.evictedMore(23),
    ]);
    fireEvent.click(screen.getByRole('button', { name: TEXTS.evictedDismiss }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says nothing was lost when every change had reached the server', () => {
    cleared([]);
    render(<EvictedDataNotice userId="u1" />);
    expect(screen.getByRole('alert').textContent).toContain(TEXTS.evictedNothingLost);
    expect(screen.queryByRole('list')).toBeNull();
  });
});
