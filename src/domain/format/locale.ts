/**
 * The locale every figure is formatted and read in (issue 29): the browser's first language, not en-US
 * wired in. Outside a browser (the server, tests) the runtime's default. Formatters are built per
 * locale once (constructing Intl.NumberFormat costs far more than using one) and rebuilt on a change.
 */
function browserLocale(): string | undefined {
  if (typeof navigator === 'undefined') return undefined;
  return navigator.languages?.[0] ?? navigator.language ?? undefined;
}

function supported(locale: string | undefined): string {
  try {
    return new Intl.NumberFormat(locale).resolvedOptions().locale;
  } catch {
    return new Intl.NumberFormat().resolvedOptions().locale;
  }
}

let current = supported(browserLocale());
let generation = 0;

export const getFormatLocale = (): string => current;

/** Formats and reads figures in `locale` from now on (tests; a browser keeps its own language). */
export function setFormatLocale(locale: string | undefined): void {
  const next = supported(locale ?? browserLocale());
  if (next === current) return;
  current = next;
  generation += 1;
}

/**
 * A value built from the locale (a formatter, its separators), built on first use and again after the
 * locale changes.
 */
export function perLocale<T>(build: (locale: string) => T): () => T {
  let builtFor = -1;
  let value: T;
  return () => {
    if (builtFor !== generation) {
      value = build(current);
      builtFor = generation;
    }
    return value;
  };
}
