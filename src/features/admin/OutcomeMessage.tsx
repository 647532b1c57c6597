/** What an admin action ended with: the text to show and whether it failed. */
export type Outcome = { text: string; tone: 'success' | 'error' };

/** An admin action's outcome, announced: a failure as an alert, a success politely. */
export function OutcomeMessage({ outcome, boxed = false }: { outcome: Outcome | null; boxed?: boolean }) {
  if (!outcome) return null;
  const failed = outcome.tone === 'error';
  const tone = failed ? 'text-error' : 'text-text';
  const box = boxed ? `rounded-md border px-3 py-2 ${failed ? 'border-error' : 'border-border'}` : '';
  return (
    <p role={failed ? 'alert' : 'status'} className={`${box} text-sm ${tone}`.trim()}>
      {outcome.text}
    </p>
  );
}
