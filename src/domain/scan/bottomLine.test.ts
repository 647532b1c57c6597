import { describe, expect, it } from 'vitest';
import { parseBottomLine } from './bottomLine';

describe('parseBottomLine', () => {
  it('reads a padded number, the rarity, the set code and the language', () => {
    expect(parseBottomLine('0138 R\nMH2 • EN')).toEqual({
      collectorNumber: '138',
      setCode: 'MH2',
      lang: 'en',
    });
  });

  it('drops the set total after the slash', () => {
    expect(parseBottomLine('138/303 U\nKLD * EN')).toEqual({
      collectorNumber: '138',
      setCode: 'KLD',
      lang: 'en',
    });
  });

  it('reads 1 to 4 digit numbers', () => {
    expect(parseBottomLine('7 C\nFDN • EN')?.collectorNumber).toBe('7');
    expect(parseBottomLine('1024 M\nSLD • EN')?.collectorNumber).toBe('1024');
  });

  it('turns letters OCR reads for digits back into digits in the number', () => {
    expect(parseBottomLine('O1S8 R\nZNR • EN')?.collectorNumber).toBe('158');
  });

  it('leaves digits in set codes for the repair', () => {
    expect(parseBottomLine('0042 R\n2XM • EN')).toEqual({
      collectorNumber: '42',
      setCode: '2XM',
      lang: 'en',
    });
  });

  it('skips noise lines above the corner and reads a set line with no language', () => {
    expect(parseBottomLine('~~ ,.\n0012 C\nM10')).toEqual({
      collectorNumber: '12',
      setCode: 'M10',
      lang: null,
    });
  });

  it('gives null for text with no number or no set code', () => {
    expect(parseBottomLine('Illus. Someone\n')).toBeNull();
    expect(parseBottomLine('')).toBeNull();
    expect(parseBottomLine('hello world\nthis is text')).toBeNull();
  });
});
