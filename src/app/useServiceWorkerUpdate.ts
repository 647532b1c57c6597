import { useRegisterSW } from 'virtual:pwa-register/react';
import { useState } from 'react';

export interface ServiceWorkerUpdate {
  /** A new version has installed and waits for the user's go-ahead. */
  updateWaiting: boolean;
  /** Lets the waiting worker take over; the page reloads once it controls it. */
  reload: () => void;
  /** Keeps the running version for now; the prompt comes back on the next start. */
  dismiss: () => void;
}

/**
 * Registers /sw.js through vite-plugin-pwa's virtual module. Kept apart from the prompt so the
 * component can be tested without a Vite build, where the virtual module does not exist.
 */
export function useServiceWorkerUpdate(): ServiceWorkerUpdate {
  // Dismissed for the life of this page: the plugin may report the same waiting worker again.
  const [dismissed, setDismissed] = useState(false);
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisterError(error: unknown) {
      console.error('Service worker registration failed', error);
    },
  });
  return {
    updateWaiting: needRefresh && !dismissed,
    reload: () => {
      // The plugin reloads only pages that were controlled when they loaded. A first visit is
      // controlled later, by the worker's clients.claim(), and would otherwise keep the old page.
      navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
        once: true,
      });
      void updateServiceWorker(true);
    },
    dismiss: () => setDismissed(true),
  };
}
