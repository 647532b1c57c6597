import { type RefObject, useEffect, useRef, useState } from 'react';
import { createFrameVote } from '../../domain/scan/frameVote';
import type { ScanClient } from './engine/scanClient';
import type { ScanRead } from './worker/scanMessages';

export type CameraState = 'starting' | 'running' | 'unavailable';

const keyOf = (read: ScanRead) => `${read.printingId}${read.foil ? ' foil' : ''}`;

/**
 * The camera in `video`, its frames sent to the scan worker one at a time (the next when the last is
 * answered, so the page never queues work), through the frame vote: `onCard` gets each card two
 * frames agree on, once while it stays in view. `tap` adds the card in view at once.
 */
export function useCameraScanner(
  video: RefObject<HTMLVideoElement | null>,
  client: ScanClient | null,
  onCard: (read: ScanRead) => void,
) {
  const [state, setState] = useState<CameraState>('starting');
  const lastRead = useRef<ScanRead | null>(null);
  const vote = useRef(createFrameVote());
  const latestOnCard = useRef(onCard);
  latestOnCard.current = onCard;

  useEffect(() => {
    if (!client) return;
    let stopped = false;
    let stream: MediaStream | null = null;

    async function loop(element: HTMLVideoElement) {
      while (!stopped) {
        if (element.readyState < 2) {
          await new Promise((resolve) => setTimeout(resolve, 50));
          continue;
        }
        const frame = await createImageBitmap(element);
        const { result } = await (client as ScanClient)
          .recognise(frame, false)
          .catch(() => ({ result: { kind: 'unread' as const } }));
        if (stopped) return;
        if (result.kind === 'read') lastRead.current = result;
        const accepted = vote.current.observe(
          result.kind === 'read' ? { kind: 'read', key: keyOf(result) } : result,
        );
        if (accepted && result.kind === 'read') latestOnCard.current(result);
      }
    }

    (async () => {
      const element = video.current;
      if (!element || !navigator.mediaDevices?.getUserMedia) return setState('unavailable');
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment', width: { ideal: 1280 } },
          audio: false,
        });
      } catch {
        return setState('unavailable');
      }
      if (stopped) return;
      element.srcObject = stream;
      await element.play().catch(() => undefined);
      setState('running');
      await loop(element);
    })();

    return () => {
      stopped = true;
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [client, video]);

  return {
    state,
    tap() {
      const key = vote.current.tap();
      if (key && lastRead.current && keyOf(lastRead.current) === key) latestOnCard.current(lastRead.current);
    },
  };
}
