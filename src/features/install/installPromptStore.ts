/** Chromium's event (not in the DOM typings): fired when the app may be installed. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

export interface InstallPromptSnapshot {
  /** The browser's deferred prompt; null until it offers one, and again once used. */
  event: BeforeInstallPromptEvent | null;
  /** "Not now" was pressed in this browser session. */
  dismissed: boolean;
}

/** sessionStorage, so "Not now" lasts for the session (part 1 §2 "Mobile extras"), not forever. */
export const DISMISSED_KEY = 'installCardDismissed';

function readDismissed(): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Holds the deferred install prompt. It listens from the moment it is made, because the browser may
 * fire `beforeinstallprompt` long before the signed-in shell (where the card lives) has mounted.
 */
export function createInstallPromptStore(target: Window = window) {
  let snapshot: InstallPromptSnapshot = { event: null, dismissed: readDismissed() };
  const listeners = new Set<() => void>();
  const update = (next: Partial<InstallPromptSnapshot>) => {
    snapshot = { ...snapshot, ...next };
    for (const listener of listeners) listener();
  };

  target.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's own mini-infobar away; the card asks instead.
    event.preventDefault();
    update({ event: event as BeforeInstallPromptEvent });
  });
  target.addEventListener('appinstalled', () => update({ event: null }));

  return {
    getSnapshot: () => snapshot,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Shows the browser's install dialog; a deferred prompt can be used only once. */
    async install() {
      const { event } = snapshot;
      if (!event) return;
      update({ event: null });
      await event.prompt();
      await event.userChoice;
    },
    dismiss() {
      try {
        sessionStorage.setItem(DISMISSED_KEY, '1');
      } catch {
        // Storage blocked: hidden for this page only.
      }
      update({ dismissed: true });
    },
  };
}

export type InstallPromptStore = ReturnType<typeof createInstallPromptStore>;

/** Already running as an installed app: nothing to offer. */
export function isStandalone(target: Window = window): boolean {
  const media = target.matchMedia?.('(display-mode: standalone)').matches ?? false;
  return media || (target.navigator as Navigator & { standalone?: boolean }).standalone === true;
}
