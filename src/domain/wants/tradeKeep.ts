import { z } from 'zod';
import { MAX_WANT_QUANTITY } from './limits';
import { matchKey } from './matchKey';
import { PLAYSET_KEEP, SINGLETON_KEEP } from './tradeBinder';

/**
 * The trade binder's keep counts, kept on the device only (not synced yet): a playset or one per
 * card, and counts per card name that override it. Anything unreadable reads as the defaults.
 */
export const TradeKeepSettings = z.object({
  singleton: z.boolean().catch(false).default(false),
  perCard: z.record(z.string(), z.number().int().min(0).max(MAX_WANT_QUANTITY)).catch({}).default({}),
});
export type TradeKeepSettings = z.infer<typeof TradeKeepSettings>;

export function readTradeKeep(stored: unknown): TradeKeepSettings {
  const parsed = TradeKeepSettings.safeParse(stored ?? {});
  return parsed.success ? parsed.data : TradeKeepSettings.parse({});
}

/** The keep count of each card name: its own when set, else the playset or singleton count. */
export function keepCountOf(settings: TradeKeepSettings): (name: string) => number {
  const fallback = settings.singleton ? SINGLETON_KEEP : PLAYSET_KEEP;
  return (name) => settings.perCard[matchKey(name)] ?? fallback;
}

/** Sets (or, with null, clears) the keep count of one card name. */
export function withCardKeep(
  settings: TradeKeepSettings,
  name: string,
  count: number | null,
): TradeKeepSettings {
  const perCard = { ...settings.perCard };
  if (count === null) delete perCard[matchKey(name)];
  else perCard[matchKey(name)] = count;
  return { ...settings, perCard };
}
