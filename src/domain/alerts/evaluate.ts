import type { CataloguePrinting } from '../catalogue/cataloguePrinting';
import { matchKey } from '../wants/matchKey';
import type { Want } from '../wants/schema';
import { type AlertFinish, priceInFinish } from './alertPrice';
import type { Alert, AlertFiring, AlertKind } from './schema';

export interface AlertRule {
  kind: AlertKind;
  threshold: number;
  referencePrice: number | null;
}

/**
 * Whether the price meets the rule. `change` compares without dividing (|p − ref| × 100 ≥ N × ref) so
 * the server's double-precision SQL and this function agree to the last bit.
 */
export function conditionHolds(rule: AlertRule, price: number): boolean {
  if (rule.kind === 'above') return price > rule.threshold;
  if (rule.kind === 'below') return price < rule.threshold;
  const reference = rule.referencePrice ?? 0;
  return reference > 0 && Math.abs(price - reference) * 100 >= rule.threshold * reference;
}

/**
 * The once-per-crossing rule: an alert fires on the price day its condition starts to hold, stays
 * quiet while it keeps holding, and is armed again on the first day it no longer holds. A missing
 * price changes nothing (neither fires nor re-arms). Answers the new firing, or null when unchanged.
 */
export function nextFiring(
  rule: AlertRule,
  previous: AlertFiring,
  price: number | null,
  day: string,
): AlertFiring | null {
  if (price === null) return null;
  const holds = conditionHolds(rule, price);
  if (holds === previous.holding) return null;
  if (holds) return { holding: true, firedOn: day, firedPrice: price, stateOn: day };
  return { ...previous, holding: false, stateOn: day };
}

/**
 * The server's firing and the device's own (from a delta it evaluated offline) are one alert's: the
 * one of the later price day wins, the server's on a tie. Both come from the same rule on the same
 * prices, so a fire is shown once whichever side found it.
 */
export function currentFiring(server: AlertFiring, device: AlertFiring | undefined): AlertFiring {
  if (!device?.stateOn) return server;
  if (!server.stateOn || device.stateOn > server.stateOn) return device;
  return server;
}

/** A fire the user has not marked seen. */
export const isUnseen = (firing: AlertFiring, seenOn: string | null) =>
  firing.firedOn !== null && (seenOn === null || seenOn < firing.firedOn);

export type PrintingsByName = ReadonlyMap<string, readonly CataloguePrinting[]>;

export function printingsByName(printings: Iterable<CataloguePrinting>): PrintingsByName {
  const byName = new Map<string, CataloguePrinting[]>();
  for (const printing of printings) {
    const key = matchKey(printing.name);
    const list = byName.get(key);
    if (list) list.push(printing);
    else byName.set(key, [printing]);
  }
  return byName;
}

type WantTarget = Pick<Want, 'name' | 'setCode' | 'collectorNumber'>;

/** A want's price: its cheapest matching printing in the finish (a set and number narrow it). */
export function wantPrice(want: WantTarget, finish: AlertFinish, byName: PrintingsByName): number | null {
  const set = matchKey(want.setCode);
  const number = matchKey(want.collectorNumber);
  let lowest: number | null = null;
  for (const printing of byName.get(matchKey(want.name)) ?? []) {
    if (set && matchKey(printing.setCode) !== set) continue;
    if (number && matchKey(printing.collectorNumber) !== number) continue;
    const price = priceInFinish(printing, finish);
    if (price !== null && (lowest === null || price < lowest)) lowest = price;
  }
  return lowest;
}

export interface AlertCatalogue {
  printings: ReadonlyMap<string, CataloguePrinting>;
  byName: PrintingsByName;
}

type AlertTarget = Pick<Alert, 'printingId' | 'wantId' | 'finish'>;

/** The price an alert watches today; null when its printing or want is unknown or has no price. */
export function targetPrice(
  alert: AlertTarget,
  catalogue: AlertCatalogue,
  wants: ReadonlyMap<string, WantTarget>,
): number | null {
  if (alert.printingId) {
    const printing = catalogue.printings.get(alert.printingId);
    return printing ? priceInFinish(printing, alert.finish) : null;
  }
  const want = alert.wantId ? wants.get(alert.wantId) : undefined;
  return want ? wantPrice(want, alert.finish, catalogue.byName) : null;
}

export interface FiringChange {
  alertId: string;
  firing: AlertFiring;
}

/** Every alert against one price day: the firings that change (what the device stores). */
export function evaluateAlerts(
  alerts: readonly (Alert & { current: AlertFiring })[],
  catalogue: AlertCatalogue,
  wants: ReadonlyMap<string, WantTarget>,
  day: string,
): FiringChange[] {
  const changes: FiringChange[] = [];
  for (const alert of alerts) {
    // A firing already of this price day or later (the server's, pulled first) is not evaluated again.
    if (alert.current.stateOn !== null && alert.current.stateOn >= day) continue;
    const firing = nextFiring(alert, alert.current, targetPrice(alert, catalogue, wants), day);
    if (firing) changes.push({ alertId: alert.id, firing });
  }
  return changes;
}
