// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstScreen, useAfterFirstScreen } from './afterFirstScreen';

function Probe() {
  return <p>{useAfterFirstScreen() ? 'later' : 'first screen'}</p>;
}

describe('afterFirstScreen', () => {
  afterEach(cleanup);

  it('draws nothing deferred in the first screen, then draws it', async () => {
    render(<Probe />);
    expect(screen.getByText('first screen')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('later')).toBeTruthy());
  });

  it('runs the work later, and not at all once cancelled', async () => {
    const run = vi.fn();
    const kept = vi.fn();
    afterFirstScreen(run)();
    afterFirstScreen(kept);
    expect(kept).not.toHaveBeenCalled();
    await waitFor(() => expect(kept).toHaveBeenCalledTimes(1));
    expect(run).not.toHaveBeenCalled();
  });
});
