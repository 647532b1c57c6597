/** Visible keyboard focus on every control, in the theme's primary colour. */
export const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

/** Button looks shared by every screen; colours come from the theme's custom properties. */
const base = `inline-flex items-center justify-center gap-1 rounded-md px-3 py-2 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-50 ${focusRing}`;

export const buttonStyles = {
  primary: `${base} bg-primary text-on-primary hover:bg-primary-hover`,
  secondary: `${base} border border-border bg-surface text-text hover:bg-surface-hover`,
  danger: `${base} bg-error text-surface hover:brightness-95`,
  ghost: `${base} text-text-secondary hover:bg-surface-hover`,
  /** A square button holding only an icon; it needs an aria-label. */
  icon: `inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-md text-text-secondary hover:bg-surface-hover hover:text-text ${focusRing}`,
} as const;

export const inputStyles =
  'w-full rounded-md border border-border bg-surface px-3 py-2 text-base text-text placeholder:text-text-muted focus:outline-2 focus:outline-primary';
