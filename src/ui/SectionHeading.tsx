import type { ReactNode } from 'react';
import { buttonStyles } from './buttons';

interface SectionHeadingProps {
  /** The h1's id, which labels the section. */
  id: string;
  title: string;
  subtitle: ReactNode;
  /** The section's main action, right of the title. */
  action: ReactNode;
}

/** A section's title row: title and one-line subtitle, its main action on the right. */
export function SectionHeading({ id, title, subtitle, action }: SectionHeadingProps) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0">
        <h1 id={id} className="text-xl font-bold text-text md:text-2xl">
          {title}
        </h1>
        <p className="truncate text-sm text-text-secondary">{subtitle}</p>
      </div>
      {action}
    </div>
  );
}

/** A section's add button, on desktop only: on a phone the shell's floating add button does this. */
export function DesktopAddButton({ label, onClick }: { label: string; onClick(): void }) {
  return (
    <div className="hidden md:block">
      <button type="button" className={buttonStyles.primary} onClick={onClick}>
        {label}
      </button>
    </div>
  );
}
