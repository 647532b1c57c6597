/**
 * The Cardfolio logo as data: two overlapping playing cards, the front one carrying a folio mark
 * (an inner frame and a diamond). One description feeds both the SVG and the PNG rasteriser so
 * the favicon and the installed icons never drift apart.
 *
 * Coordinates live in a 100 × 100 design space; every shape is a rotated rounded rectangle
 * (a circle or a diamond is a special case of one), optionally stroked instead of filled.
 */
export interface RoundedRect {
  cx: number;
  cy: number;
  width: number;
  height: number;
  radius: number;
  /** Degrees, clockwise, around (cx, cy). */
  rotation: number;
  color: string;
  opacity?: number;
  /** When set, only an outline of this width centred on the edge is painted. */
  stroke?: number;
}

export const BRAND_BLUE = '#0E68AB';
export const WHITE = '#FFFFFF';
const BACK_CARD_TINT = '#A9CBE8';

const DESIGN_CENTER = 50;
/** Radius of the maskable safe zone: a circle of 80 % of the icon's width (W3C manifest spec). */
export const MASKABLE_SAFE_RADIUS = 40;

interface Palette {
  backCard: string;
  backCardOpacity: number;
  frontCard: string;
  /** The gap painted around the front card so it reads as lying on top of the back one. */
  gap: string;
  mark: string;
}

const ON_WHITE: Palette = {
  backCard: BACK_CARD_TINT,
  backCardOpacity: 1,
  frontCard: BRAND_BLUE,
  gap: WHITE,
  mark: WHITE,
};
const ON_BLUE: Palette = {
  backCard: WHITE,
  backCardOpacity: 0.45,
  frontCard: WHITE,
  gap: BRAND_BLUE,
  mark: BRAND_BLUE,
};

function cards(p: Palette): RoundedRect[] {
  const front = { cx: 58, cy: 52, rotation: 10 };
  return [
    {
      cx: 40,
      cy: 49,
      width: 42,
      height: 60,
      radius: 6,
      rotation: -14,
      color: p.backCard,
      opacity: p.backCardOpacity,
    },
    { ...front, width: 47, height: 65, radius: 7.5, color: p.gap },
    { ...front, width: 42, height: 60, radius: 6, color: p.frontCard },
    { ...front, width: 31, height: 49, radius: 3, color: p.mark, stroke: 2.2, opacity: 0.7 },
    { ...front, width: 14, height: 14, radius: 1.5, rotation: front.rotation + 45, color: p.mark },
  ];
}

/** Scales shapes around the design centre, e.g. to fit a safe zone or leave a margin. */
export function scaleShapes(shapes: RoundedRect[], factor: number): RoundedRect[] {
  const scale = (v: number) => DESIGN_CENTER + (v - DESIGN_CENTER) * factor;
  return shapes.map((s) => ({
    ...s,
    cx: scale(s.cx),
    cy: scale(s.cy),
    width: s.width * factor,
    height: s.height * factor,
    radius: s.radius * factor,
    stroke: s.stroke === undefined ? undefined : s.stroke * factor,
  }));
}

/** Farthest point of any shape's (unrounded) corners from the design centre: an upper bound. */
export function farthestExtent(shapes: RoundedRect[]): number {
  let farthest = 0;
  for (const s of shapes) {
    const angle = (s.rotation * Math.PI) / 180;
    const halfW = s.width / 2 + (s.stroke ?? 0) / 2;
    const halfH = s.height / 2 + (s.stroke ?? 0) / 2;
    for (const [sx, sy] of [
      [1, 1],
      [1, -1],
      [-1, 1],
      [-1, -1],
    ]) {
      const x = s.cx + sx * halfW * Math.cos(angle) - sy * halfH * Math.sin(angle);
      const y = s.cy + sx * halfW * Math.sin(angle) + sy * halfH * Math.cos(angle);
      farthest = Math.max(farthest, Math.hypot(x - DESIGN_CENTER, y - DESIGN_CENTER));
    }
  }
  return farthest;
}

const fullBleed = (color: string): RoundedRect => ({
  cx: 50,
  cy: 50,
  width: 100,
  height: 100,
  radius: 0,
  rotation: 0,
  color,
});

/** The logo on a white rounded tile: favicon and the "any" purpose icons. */
export function standardIcon(): RoundedRect[] {
  return [{ ...fullBleed(WHITE), radius: 20 }, ...scaleShapes(cards(ON_WHITE), 0.9)];
}

/** Full-bleed brand blue with the logo inside the safe zone, for launchers that crop to a shape. */
export function maskableIcon(): RoundedRect[] {
  const logo = cards(ON_BLUE);
  const fit = (MASKABLE_SAFE_RADIUS - 2) / farthestExtent(logo);
  return [fullBleed(BRAND_BLUE), ...scaleShapes(logo, fit)];
}

/** iOS paints transparency black and rounds the corners itself: an opaque square. */
export function appleTouchIcon(): RoundedRect[] {
  return [fullBleed(WHITE), ...scaleShapes(cards(ON_WHITE), 0.82)];
}
