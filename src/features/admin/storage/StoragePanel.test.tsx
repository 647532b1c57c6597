// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEVICE_DATABASE_TEXTS as T } from '../../../domain/texts';
import { StoragePanel } from './StoragePanel';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('StoragePanel', () => {
  it('shows used, quota and whether storage is kept, and asks to keep it on request', async () => {
    const state = { persisted: false };
    vi.stubGlobal('navigator', {
      ...navigator,
      storage: {
        estimate: async () => ({ usage: 5 * 1024 * 1024, quota: 2 * 1024 * 1024 * 1024 }),
        persisted: async () => state.persisted,
        persist: async () => {
          state.persisted = true;
          return true;
        },
      },
    });
    render(<StoragePanel />);
    const figures = await screen.findByTestId('device-storage');
    expect(figures.textContent).toBe(
      `${T.storageUsed}5.0 MB${T.storageQuota}2.0 GB${T.storagePersistent}${T.persistentNo}`,
    );
    fireEvent.click(screen.getByRole('button', { name: T.askPersistence }));
    await screen.findByText(T.persistentYes);
    expect(screen.queryByRole('button', { name: T.askPersistence })).toBeNull();
  });

  it('says so where the browser reports nothing', async () => {
    vi.stubGlobal('navigator', { ...navigator, storage: undefined });
    render(<StoragePanel />);
    const figures = await screen.findByTestId('device-storage');
    expect(figures.textContent).toBe(
      `${T.storageUsed}${T.storageUnknown}${T.storageQuota}${T.storageUnknown}${T.storagePersistent}${T.storageUnknown}`,
    );
  });
});
