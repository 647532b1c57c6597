import { describe, expect, it } from 'vitest';
import { blobsOf, classifyMark, findMark } from './markShape';

/** A mask drawn from rows of '#' (ink) and '.' (paper). */
function mask(rows: string[]) {
  const width = rows[0]?.length ?? 0;
  const ink = Uint8Array.from(rows.join('').split(''), (char) => (char === '#' ? 1 : 0));
  return { ink, width, height: rows.length };
}

function starRows(size: number): string[] {
  // A five-pointed star: inside when the polar radius is under a wave of five points.
  const rows: string[] = [];
  const middle = (size - 1) / 2;
  for (let y = 0; y < size; y++) {
    let row = '';
    for (let x = 0; x < size; x++) {
      const dx = x - middle;
      const dy = y - middle;
      const angle = Math.atan2(dy, dx) + Math.PI / 2;
      const reach = middle * (0.42 + 0.58 * Math.abs(Math.cos((angle * 5) / 2)) ** 3);
      row += Math.hypot(dx, dy) <= reach ? '#' : '.';
    }
    rows.push(row);
  }
  return rows;
}

function discRows(size: number): string[] {
  const middle = (size - 1) / 2;
  return Array.from({ length: size }, (_, y) =>
    Array.from({ length: size }, (_, x) =>
      Math.hypot(x - middle, y - middle) <= middle + 0.3 ? '#' : '.',
    ).join(''),
  );
}

/** Side by side with two columns of paper between, centred on the line's middle. */
function line(glyphs: string[][]): string[] {
  const height = Math.max(...glyphs.map((glyph) => glyph.length));
  return Array.from({ length: height }, (_, y) =>
    glyphs
      .map((glyph) => {
        const row = glyph[y - Math.floor((height - glyph.length) / 2)];
        return row ?? '.'.repeat(glyph[0]?.length ?? 0);
      })
      .join('..'),
  );
}

const letter = (height: number) =>
  Array.from({ length: height }, (_, y) => (y === 0 || y === height - 1 ? '#####' : '#...#'));

describe('blobsOf', () => {
  it('finds each connected blob with its box and area', () => {
    const { ink, width, height } = mask(['##..#', '##..#', '.....']);
    const blobs = blobsOf(ink, width, height);
    expect(blobs).toEqual([
      { left: 0, top: 0, width: 2, height: 2, area: 4 },
      { left: 4, top: 0, width: 1, height: 2, area: 2 },
    ]);
  });
});

describe('classifyMark / findMark', () => {
  it('tells a star from a dot by fill and size', () => {
    const star = mask(starRows(15));
    const dot = mask(discRows(5));
    const [starBlob] = blobsOf(star.ink, star.width, star.height);
    const [dotBlob] = blobsOf(dot.ink, dot.width, dot.height);
    expect(starBlob && classifyMark(starBlob, 16)).toBe('star');
    expect(dotBlob && classifyMark(dotBlob, 16)).toBe('dot');
  });

  it('a large round dot is still a dot', () => {
    const dot = mask(discRows(13));
    const [dotBlob] = blobsOf(dot.ink, dot.width, dot.height);
    expect(dotBlob && classifyMark(dotBlob, 16)).toBe('dot');
  });

  it('finds the mark between the set code and the language', () => {
    const foil = mask(line([letter(16), letter(16), letter(16), starRows(15), letter(16), letter(16)]));
    const plain = mask(line([letter(16), letter(16), letter(16), discRows(5), letter(16), letter(16)]));
    expect(findMark(foil.ink, foil.width, foil.height)).toBe('star');
    expect(findMark(plain.ink, plain.width, plain.height)).toBe('dot');
    expect(findMark(mask(['#.#']).ink, 3, 1)).toBeNull();
  });
});
