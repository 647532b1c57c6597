import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../chromium';

/** Chromium's fake camera plays an MJPEG file (JPEGs one after another) at 30 frames a second, looping. */
const FRAMES_PER_SECOND = 30;

/** One stretch of the fake camera's video: a JPEG held for `seconds`. */
export interface CameraShot {
  jpeg: Buffer;
  seconds: number;
}

/** Writes the shots as one MJPEG file and answers its path. */
export function writeCameraVideo(shots: CameraShot[]): string {
  const frames = shots.flatMap((shot) =>
    Array.from({ length: Math.round(shot.seconds * FRAMES_PER_SECOND) }, () => shot.jpeg),
  );
  const file = path.join(os.tmpdir(), `cardfolio-scan-${process.pid}-${Date.now()}.mjpeg`);
  writeFileSync(file, Buffer.concat(frames));
  return file;
}

/** A Chromium whose camera is the video at `file`, granted without asking. */
export function launchWithCamera(file: string): Promise<Browser> {
  return chromium.launch({
    ...CHROMIUM_LAUNCH,
    args: [
      ...(CHROMIUM_LAUNCH.args ?? []),
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${file}`,
    ],
  });
}
