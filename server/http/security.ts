import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Image hosts of the card database (Scryfall serves pictures from cards.scryfall.io). */
const CARD_IMAGE_HOSTS = ['https://cards.scryfall.io', 'https://*.scryfall.io'];

/**
 * Security headers on every answer, the app's pages included: a CSP that allows the app itself,
 * the card database's API (a run-time setting, so a test can point it at a local server) and its
 * image hosts; nosniff; no referrer sent to other origins. No CORS: the app is served from here.
 */
export async function registerSecurityHeaders(app: FastifyInstance, cardDbUrl: string) {
  const cardDbOrigin = new URL(cardDbUrl).origin;
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        connectSrc: ["'self'", cardDbOrigin],
        imgSrc: ["'self'", 'data:', 'blob:', cardDbOrigin, ...CARD_IMAGE_HOSTS],
        // Scan's OCR engine is WebAssembly (compiled in its worker, from our origin).
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        // React's style attributes and the theme's custom properties are inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", 'data:'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The card images come from another origin and are not served with CORP headers.
    crossOriginEmbedderPolicy: false,
  });
}
