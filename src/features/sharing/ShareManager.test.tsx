// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SHARE_KINDS, type Share } from '../../domain/sharing/schema';
import { SHARE_TEXTS } from '../../domain/sharing/texts';
import { ShareForm } from './ShareForm';
import { ShareManager } from './ShareManager';
import type { ShareApi } from './shareApi';

afterEach(cleanup);

const targets = {
  collections: [
    { id: 'c1', name: 'Main' },
    { id: 'c2', name: 'Vintage' },
  ],
  locations: [{ id: 'l1', name: 'Red binder' }],
};

const share = (overrides: Partial<Share> = {}): Share => ({
  id: 's1',
  kind: 'collection',
  targetId: 'c1',
  targetName: 'Main',
  showPrices: false,
  expiresAt: null,
  revokedAt: null,
  createdAt: '2026-11-27T10:00:00.000Z',
  ...overrides,
});

function fakeApi(shares: Share[] = []) {
  const held = [...shares];
  const api = {
    list: vi.fn(async () => held.map((row) => ({ ...row }))),
    create: vi.fn(async (body: Parameters<ShareApi['create']>[0]) => {
      const made = share({
        id: 's9',
        kind: body.kind,
        targetId: body.targetId ?? null,
        targetName: 'Vintage',
      });
      held.unshift(made);
      return { ...made, token: 'T'.repeat(43), path: `/s/${'T'.repeat(43)}` };
    }),
    revoke: vi.fn(async (id: string) => {
      const row = held.find((one) => one.id === id);
      if (row) row.revokedAt = '2026-11-27T11:00:00.000Z';
      return { id };
    }),
  };
  return api satisfies ShareApi;
}

const choose = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('ShareManager', () => {
  it('creates a link with prices and an expiry, shows it to copy and lists it', async () => {
    const api = fakeApi();
    render(<ShareManager api={api} online kinds={SHARE_KINDS} targets={targets} />);
    await screen.findByText(SHARE_TEXTS.none);
    choose(SHARE_TEXTS.target, 'c2');
    choose(SHARE_TEXTS.expiry, '30');
    fireEvent.click(screen.getByLabelText(SHARE_TEXTS.showPrices));
    fireEvent.click(screen.getByRole('button', { name: SHARE_TEXTS.create }));
    const link = (await screen.findByLabelText(SHARE_TEXTS.link)) as HTMLInputElement;
    expect(link.value).toBe(`${window.location.origin}/s/${'T'.repeat(43)}`);
    expect(api.create).toHaveBeenCalledWith({
      kind: 'collection',
      targetId: 'c2',
      showPrices: true,
      expiresInDays: 30,
    });
    const list = await screen.findByRole('list', { name: SHARE_TEXTS.mine });
    expect(within(list).getByText('Collection: Vintage')).toBeTruthy();
  });

  it('offers locations for a location and every collection for the want list', async () => {
    const api = fakeApi();
    render(<ShareManager api={api} online kinds={SHARE_KINDS} targets={targets} />);
    choose(SHARE_TEXTS.what, 'location');
    const target = screen.getByLabelText(SHARE_TEXTS.target) as HTMLSelectElement;
    expect([...target.options].map((option) => option.text)).toEqual(['Red binder']);
    choose(SHARE_TEXTS.what, 'wants');
    expect([...target.options].map((option) => option.text)).toEqual([
      SHARE_TEXTS.allCollections,
      'Main',
      'Vintage',
    ]);
    fireEvent.click(screen.getByRole('button', { name: SHARE_TEXTS.create }));
    await waitFor(() =>
      expect(api.create).toHaveBeenCalledWith({
        kind: 'wants',
        targetId: null,
        showPrices: false,
        expiresInDays: null,
      }),
    );
  });

  it('revokes a link only after the confirm', async () => {
    const api = fakeApi([share()]);
    render(<ShareManager api={api} online kinds={SHARE_KINDS} targets={targets} />);
    fireEvent.click(await screen.findByRole('button', { name: `${SHARE_TEXTS.revoke} Collection: Main` }));
    expect(api.revoke).not.toHaveBeenCalled();
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: SHARE_TEXTS.revoke }));
    await screen.findByText(SHARE_TEXTS.none);
    expect(api.revoke).toHaveBeenCalledWith('s1');
  });

  it('says sharing needs a connection offline and asks the server nothing', () => {
    const api = fakeApi([share()]);
    render(<ShareManager api={api} online={false} kinds={SHARE_KINDS} targets={targets} />);
    expect(screen.getByRole('status').textContent).toBe(SHARE_TEXTS.needsConnection);
    expect((screen.getByRole('button', { name: SHARE_TEXTS.create }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(api.list).not.toHaveBeenCalled();
  });
});

describe('ShareForm opened by "Share…" on a collection or a location', () => {
  it('starts on that one: the link made points at it', async () => {
    const api = fakeApi();
    render(
      <ShareForm
        api={api}
        online
        kinds={['collection']}
        targets={targets}
        preset={{ kind: 'collection', targetId: 'c2' }}
        onCreated={() => {}}
      />,
    );
    expect((screen.getByLabelText(SHARE_TEXTS.target) as HTMLSelectElement).value).toBe('c2');
    fireEvent.click(screen.getByRole('button', { name: SHARE_TEXTS.create }));
    await waitFor(() =>
      expect(api.create).toHaveBeenCalledWith({
        kind: 'collection',
        targetId: 'c2',
        showPrices: false,
        expiresInDays: null,
      }),
    );
    cleanup();

    render(
      <ShareForm
        api={api}
        online
        kinds={['location']}
        targets={targets}
        preset={{ kind: 'location', targetId: 'l1' }}
        onCreated={() => {}}
      />,
    );
    expect(screen.getByLabelText(SHARE_TEXTS.what)).toHaveProperty('value', 'location');
    fireEvent.click(screen.getByRole('button', { name: SHARE_TEXTS.create }));
    await waitFor(() =>
      expect(api.create).toHaveBeenLastCalledWith(
        expect.objectContaining({ kind: 'location', targetId: 'l1' }),
      ),
    );
  });
});
