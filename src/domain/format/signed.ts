/**
 * A formatter whose sign is decided on what is shown, so a value that rounds to zero (-0, -0.001) never
 * reads "-$0.00"; the locale places the sign (`-3,00 €`, `-$3.00`). `alwaysSign` shows `+` on gains
 * and on zero, as the spec counts zero a gain.
 */
export function signedFormatter(
  locale: string,
  options: Intl.NumberFormatOptions,
  alwaysSign: boolean,
): (value: number) => string {
  const plain = new Intl.NumberFormat(locale, { ...options, signDisplay: 'auto' });
  const signed = new Intl.NumberFormat(locale, { ...options, signDisplay: 'always' });
  const zeroText = plain.format(0);
  return (value: number): string => {
    const shown = plain.format(Math.abs(value)) === zeroText ? 0 : value;
    return (alwaysSign ? signed : plain).format(shown);
  };
}
