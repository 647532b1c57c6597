import { describe, expect, it } from 'vitest';
import { MAX_BACKUP_MB } from '../limits';
import { generatedBackup, withPlacesAndWants } from '../testing/backup';
import { backupFileName } from './backupFormat';
import { BACKUP_TEXTS } from './backupTexts';
import { checkBackupSize, readBackup } from './readBackup';

const refusal = (text: string) => {
  const result = readBackup(text);
  return result.ok ? 'accepted' : result.message;
};

describe('backup files', () => {
  it('are named with the date', () => {
    expect(backupFileName(new Date('2026-11-26T12:00:00Z'))).toBe('cardfolio-backup-2026-11-26.json');
  });

  it("accepts this app's backup whole", () => {
    const backup = generatedBackup(50, 10);
    const result = readBackup(JSON.stringify(backup));
    expect(result.ok && result.source.kind === 'backup' && result.source.backup).toEqual(backup);
  });

  it('reads a version 1 file, made before places and want lists, as one with none of either', () => {
    const {
      locations: _,
      wants: __,
      ...versionOne
    } = { ...withPlacesAndWants(generatedBackup(5, 1)), version: 1 };
    const result = readBackup(JSON.stringify(versionOne));
    expect(result.ok && result.source.kind === 'backup' && result.source.backup).toMatchObject({
      version: 1,
      locations: [],
      wants: [],
    });
  });

  it('refuses every malformed file with its message', () => {
    const text = JSON.stringify(generatedBackup(20, 5));
    expect(refusal('')).toBe(BACKUP_TEXTS.empty);
    expect(refusal('  \n')).toBe(BACKUP_TEXTS.empty);
    expect(refusal('[]')).toBe(BACKUP_TEXTS.empty);
    expect(refusal('not json')).toBe(BACKUP_TEXTS.invalidFormat);
    expect(refusal(text.slice(0, text.length / 2))).toBe(BACKUP_TEXTS.invalidFormat);
    expect(refusal('{"hello":"world"}')).toBe(BACKUP_TEXTS.invalidFormat);
    expect(refusal('42')).toBe(BACKUP_TEXTS.invalidFormat);
    expect(refusal('[1,2,3]')).toBe(BACKUP_TEXTS.notBackupData);
    expect(refusal('[{"title":"a book"}]')).toBe(BACKUP_TEXTS.notBackupData);
    const broken = JSON.parse(text);
    broken.collections[0].cards[3].conditionQuantities = 'many';
    expect(refusal(JSON.stringify(broken))).toBe(BACKUP_TEXTS.notBackupData);
    expect(refusal(JSON.stringify({ ...broken, version: 99 }))).toBe(BACKUP_TEXTS.newerVersion);
  });

  it('refuses a file over the limit by its size, before reading it', () => {
    expect(checkBackupSize(0)).toBe(BACKUP_TEXTS.empty);
    expect(checkBackupSize(200 * 1024 * 1024)).toBe(BACKUP_TEXTS.tooLarge(MAX_BACKUP_MB));
    expect(checkBackupSize(60 * 1024 * 1024)).toBeNull();
  });

  it("detects the spec's plain arrays: cards, sealed products, definitions", () => {
    const cards = readBackup(
      JSON.stringify([{ name: 'Lightning Bolt', set: 'M10', quantity: 3, condition: 'Near Mint' }]),
    );
    expect(cards.ok && cards.source.kind === 'cards' && cards.source.cards[0].conditionQuantities).toEqual([
      { condition: 'Near Mint', quantity: 3, purchasePrice: null, purchaseDate: null, transactionId: null },
    ]);
    const sealed = readBackup(
      JSON.stringify([{ name: 'Box', set: 'Dominaria', condition: 'Sealed', type: 'Booster Box' }]),
    );
    expect(sealed.ok && sealed.source.kind).toBe('sealedProducts');
    const definitions = readBackup(
      JSON.stringify([{ name: 'Box', set: 'Dominaria', type: 'Bundle', isActive: true }]),
    );
    expect(definitions.ok && definitions.source.kind).toBe('definitions');
  });

  it('refuses a plain array when any one item is bad: the whole file or nothing', () => {
    const text = JSON.stringify([
      { name: 'Lightning Bolt', set: 'M10', quantity: 3 },
      { name: 'Counterspell', set: 'M10', quantity: -1 },
    ]);
    expect(refusal(text)).toBe(BACKUP_TEXTS.notBackupData);
  });
});
