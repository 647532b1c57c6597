import type { RestoreState } from './useRestore';

/** The progress bar of a restore: the share of the file read, then the write (indeterminate). */
export function RestoreProgress({ state }: { state: RestoreState }) {
  if (state.phase !== 'reading' && state.phase !== 'restoring') return null;
  const percent = state.phase === 'reading' ? Math.round(state.share * 100) : undefined;
  return (
    <div className="flex flex-col gap-1">
      <progress
        className="h-2 w-full accent-primary"
        aria-label="Restore progress"
        max={100}
        {...(percent === undefined ? {} : { value: percent })}
      />
      <p className="text-sm text-text-secondary" aria-live="polite">
        {percent === undefined ? 'Restoring…' : `Reading the file… ${percent}%`}
      </p>
    </div>
  );
}
