import type { ReactNode } from 'react';
import { focusRing } from './buttons';

const segment = `inline-flex h-9 items-center gap-1 px-2.5 text-sm font-semibold ${focusRing}`;
const segmentLook = (on: boolean) =>
  on ? 'bg-primary text-on-primary' : 'bg-surface text-text-secondary hover:bg-surface-hover';

/** Two-choice switch (Grid/List, %/$) as pressed buttons. */
export function Segmented<T extends string>({
  label,
  value,
  choices,
  onChange,
}: {
  label: string;
  value: T;
  choices: readonly { value: T; label: string; text: ReactNode }[];
  onChange(value: T): void;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form fieldset.
    <div
      role="group"
      aria-label={label}
      className="inline-flex overflow-hidden rounded-md border border-border"
    >
      {choices.map((choice) => (
        <button
          key={choice.value}
          type="button"
          aria-pressed={value === choice.value}
          aria-label={choice.label}
          title={choice.label}
          onClick={() => onChange(choice.value)}
          className={`${segment} ${segmentLook(value === choice.value)}`}
        >
          {choice.text}
        </button>
      ))}
    </div>
  );
}
