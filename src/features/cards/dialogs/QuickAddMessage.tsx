import type { QuickAddStatus } from './useQuickAdd';

/** What the last add did: a polite status when stored, an alert when it failed. */
export function QuickAddMessage({ status }: { status: QuickAddStatus }) {
  return (
    <>
      <p role="status" className="text-sm font-medium text-success empty:hidden">
        {status.kind === 'added' ? status.message : ''}
      </p>
      {status.kind === 'failed' && (
        <p role="alert" className="text-sm text-error">
          {status.message}
        </p>
      )}
    </>
  );
}
