import type { CataloguePrinting } from '../catalogue/cataloguePrinting';
import { matchKey } from './matchKey';
import type { Want, WantInput } from './schema';

const printingKey = (name: string, setCode: string, collectorNumber: string) =>
  `${matchKey(name)}|${matchKey(setCode)}|${matchKey(collectorNumber)}`;

/**
 * "Add missing to want list": one want of one copy per missing printing, on the list of
 * `collectionId` (null: across collections), leaving out printings that list already wants.
 */
export function wantsForMissing(
  missing: readonly Pick<CataloguePrinting, 'name' | 'setCode' | 'collectorNumber'>[],
  existing: readonly Pick<Want, 'name' | 'setCode' | 'collectorNumber' | 'collectionId'>[],
  collectionId: string | null,
): WantInput[] {
  const wanted = new Set(
    existing
      .filter((want) => want.collectionId === collectionId)
      .map((want) => printingKey(want.name, want.setCode, want.collectorNumber)),
  );
  const inputs: WantInput[] = [];
  for (const printing of missing) {
    const id = printingKey(printing.name, printing.setCode, printing.collectorNumber);
    if (wanted.has(id)) continue;
    wanted.add(id);
    inputs.push({
      collectionId,
      name: printing.name,
      setCode: printing.setCode.toUpperCase(),
      collectorNumber: printing.collectorNumber,
      quantity: 1,
    });
  }
  return inputs;
}
