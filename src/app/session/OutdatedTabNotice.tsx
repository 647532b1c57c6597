import { DEVICE_DATABASE_TEXTS } from '../../domain/texts';

/**
 * Another tab runs a newer version and upgraded the database: this tab closed its connection and
 * writes nothing more (issue 30). It stays on screen, with no dismiss, until the user reloads.
 */
export function OutdatedTabNotice() {
  return (
    <div
      role="alert"
      className="fixed inset-x-4 top-4 z-50 mx-auto flex max-w-md flex-wrap items-center gap-3 rounded-lg bg-slate-900 p-4 text-white shadow-lg"
    >
      <p className="flex-1">{DEVICE_DATABASE_TEXTS.updatedInAnotherTab}</p>
      <button
        type="button"
        className="rounded bg-primary px-3 py-1.5 font-medium text-on-primary hover:bg-primary-hover"
        onClick={() => window.location.reload()}
      >
        {DEVICE_DATABASE_TEXTS.reload}
      </button>
    </div>
  );
}
