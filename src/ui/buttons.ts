/** Button looks shared by every screen; colours come from the theme's custom properties. */
const base =
  'inline-flex items-center justify-center gap-1 rounded-md px-3 py-2 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

export const buttonStyles = {
  primary: `${base} bg-primary text-on-primary hover:bg-primary-hover`,
  secondary: `${base} border border-border bg-surface text-text hover:bg-surface-hover`,
  danger: `${base} bg-error text-white hover:opacity-90`,
  ghost: `${base} text-text-secondary hover:bg-surface-hover`,
} as const;

export const inputStyles =
  'w-full rounded-md border border-border bg-surface px-3 py-2 text-base text-text placeholder:text-text-muted focus:outline-2 focus:outline-primary';
