/** WCAG 2 relative luminance and contrast ratio of hex colours (#rrggbb). */

export function relativeLuminance(hex: string): number {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = ((value >> shift) & 0xff) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0);
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** Of two candidate text colours, the one that reads better on `background`. */
export function betterTextOn(background: string, ...candidates: string[]): string {
  return candidates.reduce((best, next) =>
    contrastRatio(next, background) > contrastRatio(best, background) ? next : best,
  );
}
