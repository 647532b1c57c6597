// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createStatusPublisher } from '../../../sync/status';
import { useSyncStatus } from './useSyncStatus';

describe('useSyncStatus', () => {
  it('renders the current status and every change', () => {
    const status = createStatusPublisher();
    const { result } = renderHook(() => useSyncStatus(status));
    expect(result.current.phase).toBe('idle');
    act(() => status.update({ phase: 'offline', pendingCount: 3 }));
    expect(result.current).toMatchObject({ phase: 'offline', pendingCount: 3 });
  });
});
