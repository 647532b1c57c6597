// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROFIT_RELOAD_EVENTS, useReloadEvents } from './useReloadEvents';

afterEach(cleanup);

describe('useReloadEvents', () => {
  it('reloads on each of the spec’s events until unmounted', () => {
    const reload = vi.fn();
    const { unmount } = renderHook(() => useReloadEvents(reload));
    for (const name of PROFIT_RELOAD_EVENTS) window.dispatchEvent(new Event(name));
    expect(reload).toHaveBeenCalledTimes(4);
    unmount();
    window.dispatchEvent(new Event('cardsChanged'));
    expect(reload).toHaveBeenCalledTimes(4);
  });
});
