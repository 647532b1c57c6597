import type { ComponentType } from 'react';

interface ComingSoonProps {
  title: string;
  note?: string;
  Icon?: ComponentType<{ className?: string }>;
}

/** A section whose issue is not done yet: says so plainly, shows no made-up data. */
export function ComingSoon({ title, note, Icon }: ComingSoonProps) {
  return (
    <section
      aria-labelledby="section-title"
      className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border bg-surface px-6 py-12 text-center"
    >
      {Icon && (
        <span className="flex h-14 w-14 items-center justify-center rounded-full bg-primary-light text-primary">
          <Icon className="h-7 w-7" />
        </span>
      )}
      <h1 id="section-title" className="text-xl font-semibold text-text">
        {title}
      </h1>
      <p className="max-w-sm text-text-secondary">{note ?? 'Coming soon.'}</p>
    </section>
  );
}
