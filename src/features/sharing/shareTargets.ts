import type { ShareKind } from '../../domain/sharing/schema';
import { KINDS_NEEDING_TARGET } from '../../domain/sharing/schema';
import { SHARE_TEXTS } from '../../domain/sharing/texts';

export interface Named {
  id: string;
  name: string;
}

/** What the form can point a link at: the user's collections and locations. */
export interface ShareTargets {
  collections: readonly Named[];
  locations: readonly Named[];
}

/** The choices of "Which one" for a kind; the want list may span every collection. */
export function targetOptions(kind: ShareKind, targets: ShareTargets): { value: string; label: string }[] {
  const named = (kind === 'location' ? targets.locations : targets.collections).map((target) => ({
    value: target.id,
    label: target.name,
  }));
  return KINDS_NEEDING_TARGET.includes(kind)
    ? named
    : [{ value: '', label: SHARE_TEXTS.allCollections }, ...named];
}

/** The name a link is listed under. */
export const shareLabel = (kind: ShareKind, targetName: string | null) =>
  targetName ? `${SHARE_TEXTS.kinds[kind]}: ${targetName}` : SHARE_TEXTS.kinds[kind];
