import { describe, expect, it } from 'vitest';
import { askPersistence, persistenceAfterFirstAction, readDeviceStorage } from './deviceStorage';

/** A StorageManager that grants persistence when asked and counts the questions. */
function fakeStorage(persisted = false) {
  const state = { persisted, asked: 0 };
  return {
    state,
    estimate: async () => ({ usage: 2048, quota: 1_000_000 }),
    persisted: async () => state.persisted,
    persist: async () => {
      state.asked += 1;
      state.persisted = true;
      return true;
    },
  };
}

describe('device storage', () => {
  it('reads used, quota and persistence, and says nothing where the browser has no StorageManager', async () => {
    expect(await readDeviceStorage(fakeStorage(true))).toEqual({
      usage: 2048,
      quota: 1_000_000,
      persisted: true,
    });
    expect(await readDeviceStorage(undefined)).toEqual({ usage: null, quota: null, persisted: null });
    expect(await askPersistence(undefined)).toBe(false);
  });

  it('asks once, only after the collector has data, and not when storage is already kept', async () => {
    const storage = fakeStorage();
    let holds = false;
    const afterAction = persistenceAfterFirstAction(async () => holds, storage);
    await afterAction();
    expect(storage.state.asked).toBe(0);
    holds = true;
    await afterAction();
    await afterAction();
    expect(storage.state.asked).toBe(1);

    const kept = fakeStorage(true);
    await persistenceAfterFirstAction(async () => true, kept)();
    expect(kept.state.asked).toBe(0);
  });
});
