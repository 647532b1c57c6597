/** A day as the user's calendar shows it, `YYYY-MM-DD` (part 2 §9: the purchase date defaults to today). */
export function localDateIso(date: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
