import type { CopyPlace } from '../../domain/locations/schema';

/** The place fields as a form holds them: page and slot as typed text. */
export interface CopyPlaceDraft {
  locationId: string | null;
  page: string;
  slot: string;
}

/** The draft of a copy's stored place (none stored: Unfiled). */
export function placeDraftOf(copy: Partial<CopyPlace>): CopyPlaceDraft {
  return {
    locationId: copy.locationId ?? null,
    page: copy.page == null ? '' : String(copy.page),
    slot: copy.slot == null ? '' : String(copy.slot),
  };
}

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/** The place a draft names; a page or slot left empty is none. */
export function placeOfDraft(draft: CopyPlaceDraft): CopyPlace {
  return { locationId: draft.locationId, page: numberOrNull(draft.page), slot: numberOrNull(draft.slot) };
}

/** True when the draft names another place than the copy's stored one. */
export function placeChanged(copy: Partial<CopyPlace>, draft: CopyPlaceDraft): boolean {
  const next = placeOfDraft(draft);
  return (
    (copy.locationId ?? null) !== next.locationId ||
    (copy.page ?? null) !== next.page ||
    (copy.slot ?? null) !== next.slot
  );
}
