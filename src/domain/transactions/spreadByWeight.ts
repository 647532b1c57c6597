/**
 * Splits `total` over lines in proportion to `weights`. Where every weight is 0 the `fallback` weights
 * are used (equal shares by default). The last line with weight takes what rounding left, so the
 * shares always add up to `total` exactly.
 */
export function spreadByWeight(
  total: number,
  weights: readonly number[],
  fallback: readonly number[] = weights.map(() => 1),
): number[] {
  const sum = (values: readonly number[]) => values.reduce((acc, value) => acc + value, 0);
  const used = sum(weights) > 0 ? weights : fallback;
  const whole = sum(used);
  if (whole <= 0 || total === 0) return used.map(() => 0);
  const last = used.findLastIndex((weight) => weight > 0);
  let given = 0;
  return used.map((weight, index) => {
    if (index === last) return total - given;
    const share = (total * weight) / whole;
    given += share;
    return share;
  });
}
