import { describe, expect, it } from 'vitest';
import { IMPORT_TEXTS } from '../importExport/importTexts';
import { WANT_TEXTS } from '../texts';
import { WantInput } from './schema';
import { WANT_FILE_TEXTS } from './wantFileTexts';
import { parseDecklist, parseWantListFile, wantsToDecklist, wantsToMoxfieldCsv } from './wantListFiles';

const wants = [
  WantInput.parse({ name: 'Lightning Bolt', setCode: 'LEA', collectorNumber: '161', quantity: 4 }),
  WantInput.parse({ name: 'Black Lotus', quantity: 1, finish: 'foil' }),
  WantInput.parse({ name: 'Forest', setCode: 'ZNR', quantity: 2 }),
];
const fields = (list: readonly WantInput[]) =>
  list.map((want) => [want.name, want.setCode ?? '', want.collectorNumber ?? '', want.quantity, want.finish]);

describe('want list files', () => {
  it('exports a decklist, one want a line with its quantity and foil mark, and reads it back', () => {
    const text = wantsToDecklist(wants);
    expect(text).toBe('4 Lightning Bolt (LEA) 161\n1 Black Lotus *F*\n2 Forest (ZNR)\n');
    const read = parseWantListFile(text);
    expect(read.ok && fields(read.wants)).toEqual([
      ['Lightning Bolt', 'LEA', '161', 4, 'any'],
      ['Black Lotus', '', '', 1, 'foil'],
      ['Forest', 'ZNR', '', 2, 'any'],
    ]);
  });

  it("exports Moxfield's CSV through the peer writer and reads it back, foils kept", () => {
    const text = wantsToMoxfieldCsv(wants);
    expect(text.split('\r\n')[0]).toMatch(/^"?Count"?,"?Tradelist Count"?,"?Name"?/);
    const read = parseWantListFile(text);
    expect(read.ok && fields(read.wants)).toEqual([
      ['Lightning Bolt', 'LEA', '161', 4, 'any'],
      ['Black Lotus', '', '', 1, 'foil'],
      ['Forest', 'ZNR', '', 2, 'any'],
    ]);
  });

  it('reads decklist spellings, skips headings and comments, and refuses the file with a message per bad line', () => {
    const read = parseDecklist('Deck\n// wants\n4x Opt (XLN) 65 *F*\n\n1 Forest\n');
    expect(read.ok && fields(read.wants)).toEqual([
      ['Opt', 'XLN', '65', 4, 'foil'],
      ['Forest', '', '', 1, 'any'],
    ]);
    const bad = parseDecklist('4 Opt\nLightning Bolt\n0 Forest\n');
    expect(bad).toEqual({
      ok: false,
      error: WANT_FILE_TEXTS.fixLines(2),
      problems: [
        { line: 2, message: WANT_FILE_TEXTS.unreadableLine },
        { line: 3, message: WANT_TEXTS.quantityRange },
      ],
    });
    expect(parseDecklist('\n// nothing\n')).toEqual({
      ok: false,
      error: WANT_FILE_TEXTS.noWants,
      problems: [],
    });
    expect(parseWantListFile('Foo,Bar\n1,2\n')).toEqual({
      ok: false,
      error: IMPORT_TEXTS.unknownHeader,
      problems: [],
    });
  });
});
