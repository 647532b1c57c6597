import { useSyncExternalStore } from 'react';
import { buttonStyles } from '../../ui/buttons';
import { createInstallPromptStore, type InstallPromptStore, isStandalone } from './installPromptStore';

/** Made when the app starts, so an early `beforeinstallprompt` is not missed. */
const appInstallPrompt = createInstallPromptStore();

/**
 * Part 1 §2 "Mobile extras": offers to install the app once the browser allows it, with Install and
 * Not now; never shown when the app already runs standalone.
 */
export function InstallCard({ store = appInstallPrompt }: { store?: InstallPromptStore }) {
  const { event, dismissed } = useSyncExternalStore(store.subscribe, store.getSnapshot);
  if (!event || dismissed || isStandalone()) return null;

  return (
    <section
      aria-labelledby="install-card-title"
      className="flex items-center gap-3 rounded-xl border border-border bg-surface p-3 shadow-sm md:hidden"
    >
      <img src="/logo.svg" alt="" width={40} height={40} className="shrink-0 rounded-lg" />
      <div className="min-w-0 flex-1">
        <h2 id="install-card-title" className="text-sm font-semibold text-text">
          Install Cardfolio
        </h2>
        <p className="text-xs text-text-secondary">Open it from your home screen, online or offline.</p>
      </div>
      <div className="flex shrink-0 gap-1">
        <button type="button" className={buttonStyles.ghost} onClick={store.dismiss}>
          Not now
        </button>
        <button type="button" className={buttonStyles.primary} onClick={() => void store.install()}>
          Install
        </button>
      </div>
    </section>
  );
}
