import type { Alert } from '../../src/domain/alerts/schema';
import type { alerts } from '../db/schema';
import { iso } from '../records/serialize';

export function toAlert(row: typeof alerts.$inferSelect): Alert {
  return {
    id: row.id,
    printingId: row.printingId,
    wantId: row.wantId,
    finish: row.finish as Alert['finish'],
    label: row.label,
    kind: row.kind as Alert['kind'],
    threshold: row.threshold,
    referencePrice: row.referencePrice,
    seenOn: row.seenOn,
    holding: row.holding,
    firedOn: row.firedOn,
    firedPrice: row.firedPrice,
    stateOn: row.stateOn,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}
