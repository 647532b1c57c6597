import { useMemo } from 'react';
import { renderSVG } from 'uqr';

/** A QR code drawn as SVG on the device (uqr): the secret never goes to a third-party image service. */
export function QrCode({ text, label }: { text: string; label: string }) {
  const source = useMemo(() => `data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(text))}`, [text]);
  return <img src={source} alt={label} width={192} height={192} className="rounded-md bg-white p-2" />;
}
