import { describe, expect, it } from 'vitest';
import { parseManualLine } from './manualLine';

describe('parseManualLine', () => {
  it('reads a set code and a number', () => {
    expect(parseManualLine('LEA 161')).toEqual({ setCode: 'LEA', collectorNumber: '161', foil: false });
  });

  it('reads the foil word or star, in any case and with padding zeros', () => {
    expect(parseManualLine('mh2 0138 foil')).toEqual({ setCode: 'MH2', collectorNumber: '138', foil: true });
    expect(parseManualLine('  mh2   138 ★ ')?.foil).toBe(true);
  });

  it('gives null for anything else', () => {
    expect(parseManualLine('Lightning Bolt')).toBeNull();
    expect(parseManualLine('LEA')).toBeNull();
    expect(parseManualLine('LEA 161 extra')).toBeNull();
    expect(parseManualLine('')).toBeNull();
  });
});
