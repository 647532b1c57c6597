// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InstallCard } from './InstallCard';
import { type BeforeInstallPromptEvent, createInstallPromptStore, DISMISSED_KEY } from './installPromptStore';

/** What Chromium dispatches: a cancelable event with prompt() and userChoice. */
function fakeInstallPrompt() {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as BeforeInstallPromptEvent;
  const prompt = vi.fn(async () => {});
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }) });
  return { event, prompt };
}

function offer(event: Event) {
  act(() => {
    window.dispatchEvent(event);
  });
}

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('InstallCard', () => {
  it('stays hidden until the browser offers an install, then shows Install and Not now', () => {
    const store = createInstallPromptStore();
    render(<InstallCard store={store} />);
    expect(screen.queryByRole('region', { name: 'Install Cardfolio' })).toBeNull();
    const { event } = fakeInstallPrompt();
    offer(event);
    expect(event.defaultPrevented).toBe(true);
    expect(screen.getByRole('region', { name: 'Install Cardfolio' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Install' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Not now' })).toBeTruthy();
  });

  it('Install opens the browser prompt once and the card goes away', async () => {
    const store = createInstallPromptStore();
    render(<InstallCard store={store} />);
    const { event, prompt } = fakeInstallPrompt();
    offer(event);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Install' })));
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('region', { name: 'Install Cardfolio' })).toBeNull();
  });

  it('Not now hides it for the rest of the session, even on the next start', () => {
    const store = createInstallPromptStore();
    render(<InstallCard store={store} />);
    offer(fakeInstallPrompt().event);
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('region', { name: 'Install Cardfolio' })).toBeNull();
    expect(sessionStorage.getItem(DISMISSED_KEY)).toBe('1');
    cleanup();

    const nextStart = createInstallPromptStore();
    render(<InstallCard store={nextStart} />);
    offer(fakeInstallPrompt().event);
    expect(screen.queryByRole('region', { name: 'Install Cardfolio' })).toBeNull();
  });

  it('is never shown when the app runs standalone', () => {
    window.matchMedia = ((query: string) => ({ matches: query === '(display-mode: standalone)' })) as never;
    const store = createInstallPromptStore();
    render(<InstallCard store={store} />);
    offer(fakeInstallPrompt().event);
    expect(screen.queryByRole('region', { name: 'Install Cardfolio' })).toBeNull();
  });

  it('goes away when the app gets installed another way', () => {
    const store = createInstallPromptStore();
    render(<InstallCard store={store} />);
    offer(fakeInstallPrompt().event);
    offer(new Event('appinstalled'));
    expect(screen.queryByRole('region', { name: 'Install Cardfolio' })).toBeNull();
  });
});
