/** One card of the scan test set: what is printed on it and how it is "photographed". */
export interface CardSpec {
  name: string;
  setCode: string;
  collectorNumber: string;
  /** Rarity's letter as printed: C, U, R, M. */
  rarity: string;
  foil: boolean;
  /** Modern frames print the corner line; older frames only the title. */
  modern: boolean;
  photo: PhotoSpec;
}

/** The "camera": how the card sits on the background and what the lens and sensor do to it. */
export interface PhotoSpec {
  /** Degrees, −15…15. */
  rotation: number;
  /** Horizontal squeeze of the top edge against the bottom (0 = none, 0.06 = strong), a tilted card. */
  perspective: number;
  /** Blur radius in pixels. */
  blur: number;
  /** 0…1: strength of a glare spot. */
  glare: number;
  /** 0…1: sensor noise. */
  noise: number;
  background: 'table' | 'playmat';
  /** Shift of the card from the picture's middle, as shares of the picture. */
  offsetX: number;
  offsetY: number;
}

export const RARITY_LETTERS: Record<string, string> = { common: 'C', uncommon: 'U', rare: 'R', mythic: 'M' };
