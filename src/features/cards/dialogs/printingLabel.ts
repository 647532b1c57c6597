import type { CardDefinition } from '../../../domain/schemas';

/** "Magic 2010 (M10)": how a printing is named on buttons and in messages. */
export function printingLabel(printing: Pick<CardDefinition, 'set' | 'setCode'>): string {
  const code = printing.setCode.trim().toUpperCase();
  if (printing.set.trim() === '') return code;
  return code === '' ? printing.set : `${printing.set} (${code})`;
}

/** "Lightning Bolt — Magic 2010 (M10)". */
export function cardLabel(printing: Pick<CardDefinition, 'name' | 'set' | 'setCode'>): string {
  const where = printingLabel(printing);
  return where === '' ? printing.name : `${printing.name} — ${where}`;
}
