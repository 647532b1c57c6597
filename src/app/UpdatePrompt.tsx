import { TEXTS } from '../domain/texts';
import { useServiceWorkerUpdate } from './useServiceWorkerUpdate';

/**
 * Asks before a newly installed version takes over (registerType 'prompt'): a silent swap could
 * reload the page in the middle of an edit.
 */
export function UpdatePrompt() {
  const { updateWaiting, reload, dismiss } = useServiceWorkerUpdate();
  if (!updateWaiting) return null;

  return (
    <div
      role="alert"
      className="fixed inset-x-4 bottom-[calc(60px+1rem)] z-50 md:bottom-4 mx-auto flex max-w-md flex-wrap items-center gap-3 rounded-lg bg-slate-900 p-4 text-white shadow-lg"
    >
      <p className="flex-1">{TEXTS.updatePrompt}</p>
      <button
        type="button"
        className="rounded bg-primary px-3 py-1.5 font-medium text-on-primary hover:bg-primary-hover"
        onClick={reload}
      >
        Reload
      </button>
      <button type="button" className="rounded px-3 py-1.5 text-slate-300 hover:text-white" onClick={dismiss}>
        Dismiss
      </button>
    </div>
  );
}
