import type { CardSpec } from './cardSpec';

/**
 * Paints one card "photographed" on a background into a 2D canvas and answers a JPEG data URL at
 * quality 0.6. Runs in the browser (Playwright's page.evaluate) so it must not close over imports:
 * everything it needs is inside it. Card proportions follow src/domain/scan/cardRegions.ts.
 */
export function paintCard(spec: CardSpec, size: { width: number; height: number }): string {
  const cardWidth = 630;
  const cardHeight = 880;
  const card = document.createElement('canvas');
  card.width = cardWidth;
  card.height = cardHeight;
  const c = card.getContext('2d') as CanvasRenderingContext2D;
  // Border, frame, title bar, art, type line, text box.
  c.fillStyle = '#111';
  c.fillRect(0, 0, cardWidth, cardHeight);
  c.fillStyle = spec.modern ? '#3b4a5a' : '#6b4f2a';
  c.fillRect(22, 22, cardWidth - 44, cardHeight - 100);
  c.fillStyle = '#e9e4d8';
  c.fillRect(40, 34, cardWidth - 80, 52);
  c.fillStyle = '#111';
  c.font = 'bold 34px serif';
  c.textBaseline = 'middle';
  c.fillText(spec.name.split(' // ')[0] ?? spec.name, 56, 61, cardWidth - 140);
  const art = c.createLinearGradient(0, 100, 0, 470);
  art.addColorStop(0, '#6a8caf');
  art.addColorStop(1, '#2e4b2e');
  c.fillStyle = art;
  c.fillRect(48, 100, cardWidth - 96, 370);
  c.fillStyle = '#e9e4d8';
  c.fillRect(40, 482, cardWidth - 80, 44);
  c.fillRect(48, 536, cardWidth - 96, 230);
  c.fillStyle = '#222';
  c.font = '20px serif';
  c.fillText('Lorem ipsum dolor sit amet, rules text.', 64, 580);
  if (spec.modern) {
    // The corner: number and rarity, then set • language, light on the black border.
    c.fillStyle = '#f2f2f2';
    c.font = 'bold 19px sans-serif';
    c.textBaseline = 'alphabetic';
    const left = 30;
    c.fillText(`${spec.collectorNumber.padStart(4, '0')} ${spec.rarity}`, left, cardHeight * 0.935);
    const setText = spec.setCode.toUpperCase();
    c.fillText(setText, left, cardHeight * 0.971);
    const markX = left + c.measureText(setText).width + 12;
    const markY = cardHeight * 0.971 - 7;
    if (spec.foil) {
      c.beginPath();
      for (let point = 0; point < 10; point++) {
        const radius = point % 2 === 0 ? 8 : 3.4;
        const angle = -Math.PI / 2 + (point * Math.PI) / 5;
        c.lineTo(markX + radius * Math.cos(angle), markY + radius * Math.sin(angle));
      }
      c.closePath();
      c.fill();
    } else {
      c.beginPath();
      c.arc(markX, markY, 2.6, 0, Math.PI * 2);
      c.fill();
    }
    c.fillText('EN', markX + 14, cardHeight * 0.971);
  }

  const photo = document.createElement('canvas');
  photo.width = size.width;
  photo.height = size.height;
  const p = photo.getContext('2d') as CanvasRenderingContext2D;
  const { rotation, perspective, blur, glare, noise, background, offsetX, offsetY } = spec.photo;
  // Background: a wood-brown table with grain, or a dark blue playmat with a faint pattern.
  p.fillStyle = background === 'table' ? '#8a6a48' : '#1d2a44';
  p.fillRect(0, 0, size.width, size.height);
  p.globalAlpha = 0.15;
  for (let line = 0; line < size.height; line += 9) {
    p.fillStyle = line % 18 === 0 ? '#000' : '#fff';
    p.fillRect(0, line, size.width, background === 'table' ? 2 : 1);
  }
  p.globalAlpha = 1;
  // The card fills ~70% of the picture's height, as when held in the outline.
  const scale = (size.height * 0.72) / cardHeight;
  p.save();
  p.translate(size.width / 2 + offsetX * size.width, size.height / 2 + offsetY * size.height);
  p.rotate((rotation * Math.PI) / 180);
  p.filter = blur > 0 ? `blur(${blur}px)` : 'none';
  // Perspective as strips: each row band narrower towards the top, a card tilted away.
  const bands = 44;
  for (let band = 0; band < bands; band++) {
    const y = (band / bands) * cardHeight;
    const squeeze = 1 - perspective * (1 - band / bands);
    const width = cardWidth * scale * squeeze;
    p.drawImage(
      card,
      0,
      y,
      cardWidth,
      cardHeight / bands + 1,
      -width / 2,
      (y - cardHeight / 2) * scale,
      width,
      (cardHeight / bands + 1) * scale,
    );
  }
  p.restore();
  if (glare > 0) {
    const spot = p.createRadialGradient(
      size.width * 0.62,
      size.height * 0.3,
      0,
      size.width * 0.62,
      size.height * 0.3,
      size.width * 0.3,
    );
    spot.addColorStop(0, `rgba(255,255,255,${0.6 * glare})`);
    spot.addColorStop(1, 'rgba(255,255,255,0)');
    p.fillStyle = spot;
    p.fillRect(0, 0, size.width, size.height);
  }
  if (noise > 0) {
    const pixels = p.getImageData(0, 0, size.width, size.height);
    let seed = 12345;
    for (let i = 0; i < pixels.data.length; i += 4) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const delta = ((seed / 0x7fffffff) * 2 - 1) * 40 * noise;
      for (let channel = 0; channel < 3; channel++)
        pixels.data[i + channel] = (pixels.data[i + channel] ?? 0) + delta;
    }
    p.putImageData(pixels, 0, 0);
  }
  return photo.toDataURL('image/jpeg', 0.6);
}
