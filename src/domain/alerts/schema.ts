import { z } from 'zod';
import { Id, IsoDate, Timestamp, updateOf } from '../schemas/common';
import { ALERT_FINISHES } from './alertPrice';
import { ALERT_TEXTS } from './alertTexts';
import { MAX_ALERT_LABEL, MAX_ALERT_PERCENT, MAX_ALERT_PRICE } from './limits';

export const ALERT_KINDS = ['above', 'below', 'change'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

const alertFields = {
  /** What it watches: a catalogue printing, or a want (its cheapest matching printing). */
  printingId: z.string().uuid('must be a printing id').nullable().default(null),
  wantId: Id.nullable().default(null),
  finish: z.enum(ALERT_FINISHES).default('any'),
  /** The card as the bell names it, "Lightning Bolt (LEA)". */
  label: z.string().trim().min(1, ALERT_TEXTS.labelRequired).max(MAX_ALERT_LABEL),
  kind: z.enum(ALERT_KINDS),
  /** `above` / `below`: a USD price; `change`: a percent either way from `referencePrice`. */
  threshold: z.number().finite().min(0, ALERT_TEXTS.priceRange).max(MAX_ALERT_PRICE, ALERT_TEXTS.priceRange),
  /** The USD price when the alert was set (what `change` compares with). */
  referencePrice: z.number().finite().min(0).max(MAX_ALERT_PRICE).nullable().default(null),
  /** The price day of the last fire the user has seen. */
  seenOn: IsoDate.nullable().default(null),
};

type AlertFieldsOut = z.output<z.ZodObject<typeof alertFields>>;

/** One target, and a percent with a reference for `change`: each bad field named. */
function checkAlert(alert: AlertFieldsOut, context: z.RefinementCtx) {
  if ((alert.printingId === null) === (alert.wantId === null)) {
    context.addIssue({ code: 'custom', path: ['printingId'], message: ALERT_TEXTS.oneTarget });
  }
  if (alert.kind !== 'change') return;
  if (alert.threshold < 1 || alert.threshold > MAX_ALERT_PERCENT) {
    context.addIssue({ code: 'custom', path: ['threshold'], message: ALERT_TEXTS.percentRange });
  }
  if (!alert.referencePrice) {
    context.addIssue({ code: 'custom', path: ['referencePrice'], message: ALERT_TEXTS.referenceNeeded });
  }
}

/**
 * What the evaluation after each ingest keeps (the once-per-crossing rule, evaluate.ts): whether the
 * condition held at the last evaluation, the price day and price of the last fire, and the price day
 * of the last change of these fields (which copy is newer when the device evaluated too).
 */
export const AlertFiring = z.object({
  holding: z.boolean(),
  firedOn: IsoDate.nullable(),
  firedPrice: z.number().nullable(),
  stateOn: IsoDate.nullable(),
});
export type AlertFiring = z.infer<typeof AlertFiring>;

export const NOT_FIRED: AlertFiring = { holding: false, firedOn: null, firedPrice: null, stateOn: null };

/** A price alert (issue 26), a synced record of its own. */
export const Alert = z.object({
  id: Id,
  ...alertFields,
  ...AlertFiring.shape,
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type Alert = z.infer<typeof Alert>;

/** The form and `POST /alerts`. */
export const AlertInput = z.object(alertFields).superRefine(checkAlert);
export type AlertInput = z.input<typeof AlertInput>;

/** `PUT /alerts/:id`: the user marks a fire seen; the rule itself is deleted and set again. */
export const AlertUpdate = updateOf({ seenOn: alertFields.seenOn });
export type AlertUpdate = z.input<typeof AlertUpdate>;
