import { useRef, useState } from 'react';
import { buttonStyles } from '../../ui/buttons';
import type { ScanClient } from './engine/scanClient';
import { SCAN_TEXTS } from './scanTexts';
import { useCameraScanner } from './useCameraScanner';
import type { ScanRead } from './worker/scanMessages';

interface CameraPaneProps {
  client: ScanClient | null;
  onRead(read: ScanRead): void;
}

/**
 * The camera with the card outline; when the camera is refused or absent, the file picker takes
 * photos of cards instead (each photo is read once, as a tap would).
 */
export function CameraPane({ client, onRead }: CameraPaneProps) {
  const video = useRef<HTMLVideoElement>(null);
  const camera = useCameraScanner(video, client, onRead);
  const [photoMessage, setPhotoMessage] = useState('');

  async function readPhotos(files: FileList | null) {
    if (!client || !files) return;
    const unread: string[] = [];
    for (const file of Array.from(files)) {
      const bitmap = await createImageBitmap(file).catch(() => null);
      const answer = bitmap ? await client.recognise(bitmap, true).catch(() => null) : null;
      if (answer?.result.kind === 'read') onRead(answer.result);
      else unread.push(SCAN_TEXTS.photoUnread(file.name));
    }
    setPhotoMessage(unread.join(' '));
  }

  if (camera.state === 'unavailable') {
    return (
      <div className="flex flex-col gap-2">
        <p className="text-sm">{SCAN_TEXTS.cameraRefused}</p>
        <label className={`${buttonStyles.secondary} cursor-pointer`}>
          {SCAN_TEXTS.choosePhotos}
          <input
            type="file"
            accept="image/*"
            multiple
            className="sr-only"
            data-testid="scan-photos"
            disabled={!client}
            onChange={(event) => void readPhotos(event.target.files)}
          />
        </label>
        <p role="status" className="text-sm text-text-secondary">
          {photoMessage}
        </p>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-2">
      <div className="relative overflow-hidden rounded-lg bg-black">
        <video
          ref={video}
          muted
          playsInline
          className="block max-h-[45vh] w-full object-contain"
          aria-label={SCAN_TEXTS.cameraHint}
        />
        {/* The outline the collector fits the card into (63 × 88, as the worker's search expects). */}
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-[8%] left-1/2 aspect-[63/88] -translate-x-1/2 rounded-lg border-2 border-white/80"
        />
      </div>
      <p className="text-sm text-text-secondary">
        {camera.state === 'starting' ? SCAN_TEXTS.cameraStarting : SCAN_TEXTS.cameraHint}
      </p>
      <button
        type="button"
        className={buttonStyles.secondary}
        onClick={camera.tap}
        disabled={camera.state !== 'running'}
      >
        {SCAN_TEXTS.tapToAdd}
      </button>
    </div>
  );
}
