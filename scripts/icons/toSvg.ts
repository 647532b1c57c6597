import type { RoundedRect } from './logoShapes';

const round = (n: number) => Number(n.toFixed(2));

function rectElement(s: RoundedRect): string {
  const attrs = [
    `x="${round(s.cx - s.width / 2)}"`,
    `y="${round(s.cy - s.height / 2)}"`,
    `width="${round(s.width)}"`,
    `height="${round(s.height)}"`,
    `rx="${round(s.radius)}"`,
  ];
  if (s.rotation !== 0) attrs.push(`transform="rotate(${round(s.rotation)} ${round(s.cx)} ${round(s.cy)})"`);
  if (s.stroke === undefined) {
    attrs.push(`fill="${s.color}"`);
  } else {
    attrs.push('fill="none"', `stroke="${s.color}"`, `stroke-width="${round(s.stroke)}"`);
  }
  if (s.opacity !== undefined && s.opacity !== 1) attrs.push(`opacity="${s.opacity}"`);
  return `  <rect ${attrs.join(' ')}/>`;
}

/** The same shapes the PNGs are painted from, as an SVG in the 100 × 100 design space. */
export function toSvg(shapes: RoundedRect[], title: string): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" role="img">',
    `  <title>${title}</title>`,
    ...shapes.map(rectElement),
    '</svg>',
    '',
  ].join('\n');
}
