// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { InputError, RecordNotFoundError } from '../../db/errors';
import { quantityText, unitCount } from '../../domain/schemas';
import { DEVICE_DATABASE_TEXTS } from '../../domain/texts';
import { useFormSubmit } from './useFormSubmit';

const Form = z.object({ quantity: quantityText(unitCount(10, 'At most 10')) });

function setUp(action: (values: { quantity: number }) => Promise<string>, refusalText?: string) {
  const onDone = vi.fn();
  const hook = renderHook(() =>
    useFormSubmit(Form, { action, onDone, failureText: 'Failed to add', refusalText }),
  );
  return { hook, onDone };
}

describe('useFormSubmit', () => {
  it('checks the draft with the schema: messages by field, the action never runs', async () => {
    const action = vi.fn(async () => 'done');
    const { hook } = setUp(action);
    await act(() => hook.result.current.submit({ quantity: '11' }));
    expect(hook.result.current.errors).toEqual({ quantity: 'At most 10' });
    await act(() => hook.result.current.submit({ quantity: '0' }));
    expect(hook.result.current.errors).toEqual({ quantity: 'Quantity must be at least 1' });
    expect(action).not.toHaveBeenCalled();
  });

  it('runs the action with the parsed values and hands its answer on', async () => {
    const { hook, onDone } = setUp(async ({ quantity }) => `added ${quantity}`);
    await act(() => hook.result.current.submit({ quantity: '3' }));
    expect(onDone).toHaveBeenCalledWith('added 3', { quantity: 3 });
    expect(hook.result.current).toMatchObject({ errors: {}, failure: null, pending: false });
  });

  it("puts a use case's refusal beside its field, or says it; never 'try again' for it", async () => {
    const { hook } = setUp(async () => {
      throw new InputError('Too many', { quantity: 'Too many' });
    });
    await act(() => hook.result.current.submit({ quantity: '3' }));
    expect(hook.result.current).toMatchObject({ errors: { quantity: 'Too many' }, failure: null });

    const gone = setUp(async () => {
      throw new RecordNotFoundError('Card not found');
    }, 'Failed to save card changes');
    await act(() => gone.hook.result.current.submit({ quantity: '3' }));
    expect(gone.hook.result.current.failure).toBe('Failed to save card changes');
  });

  it('logs an unexpected error and shows it after the spec text', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { hook } = setUp(async () => {
      throw new Error('QuotaExceededError');
    });
    await act(() => hook.result.current.submit({ quantity: '3' }));
    expect(hook.result.current.failure).toBe('Failed to add (QuotaExceededError)');
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('says the device is out of storage space, in one text, when the write hit the quota', async () => {
    const { hook } = setUp(async () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    await act(() => hook.result.current.submit({ quantity: '3' }));
    expect(hook.result.current.failure).toBe(DEVICE_DATABASE_TEXTS.storageFull);
  });
});
