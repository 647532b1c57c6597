// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from './App';

vi.mock('./useServiceWorkerUpdate', () => ({
  useServiceWorkerUpdate: () => ({ updateWaiting: false, reload: vi.fn(), dismiss: vi.fn() }),
}));

describe('App', () => {
  afterEach(cleanup);

  it('shows the brand in the header and says the app is ready', () => {
    render(<App />);
    const header = screen.getByRole('banner');
    expect(header.textContent).toBe('Cardfolio');
    expect(header.querySelector('img')?.getAttribute('src')).toBe('/logo.svg');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Cardfolio is ready');
    expect(screen.getByRole('main').textContent).toContain('opens even without a network connection');
  });
});
