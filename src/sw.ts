/// <reference lib="webworker" />
/**
 * Cardfolio's service worker, compiled by vite-plugin-pwa (injectManifest), typechecked by
 * tsconfig.sw.json. It keeps the app shell available offline and caches card images; it never
 * touches /api/ — the outbox in IndexedDB, not HTTP caching, is how data survives offline.
 */
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { flushOutboxInWorker, OUTBOX_SYNC_TAG } from './db/sync/backgroundSync';
import { OCR_BASE, OCR_CACHE } from './features/scan/engine/ocrAssets';

declare const self: ServiceWorkerGlobalScope;

// App shell: the build's hashed files, index.html, icons and manifest.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Any in-app path (a deep link, a reload on /login) opens the precached index.html offline; a shared
// page (/s/<token>) is the server's own HTML, never the app.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [/^\/api\//, /^\/s\//] }),
);

/** Hosts of card and product images: Scryfall's image CDN and set symbols, TCGplayer's product images. */
const IMAGE_HOSTS = new Set([
  'cards.scryfall.io',
  'c1.scryfall.com',
  'img.scryfall.com',
  'svgs.scryfall.io',
  'product-images.tcgplayer.com',
  'tcgplayer-cdn.tcgplayer.com',
]);
const IMAGE_CACHE_DAYS = 30;
const IMAGE_CACHE_ENTRIES = 1000;

registerRoute(
  ({ url, request, sameOrigin }) =>
    request.destination === 'image' &&
    (IMAGE_HOSTS.has(url.hostname) || (sameOrigin && url.pathname.startsWith('/card-images/'))),
  new CacheFirst({
    cacheName: 'card-images',
    plugins: [
      {
        // A plain <img> of another origin gives an opaque answer (status 0); it is still the
        // picture, and a collector browsing offline wants it. Errors are never stored.
        cacheWillUpdate: async ({ response }) =>
          response.status === 200 || response.type === 'opaque' ? response : null,
      },
      // Opaque answers count large against the storage quota: drop the whole cache rather than fail.
      new ExpirationPlugin({
        maxEntries: IMAGE_CACHE_ENTRIES,
        maxAgeSeconds: IMAGE_CACHE_DAYS * 24 * 60 * 60,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

// Scan's OCR engine: the page fills this cache in the background (features/scan/engine); served from
// it first so a device that fetched it once scans without signal.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith(`${OCR_BASE}/`),
  new CacheFirst({ cacheName: OCR_CACHE }),
);

// The update prompt (src/app/UpdatePrompt.tsx) asks first; the new worker waits until the user agrees.
self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Control the page of the very first visit too, so its card images are cached from the start.
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

/** Background Sync's event (Chromium); not in TypeScript's worker library. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

// Background Sync: the page registers OUTBOX_SYNC_TAG on every local change; the browser wakes this
// worker once it is online again, even with no tab open, and the outbox is pushed from here.
self.addEventListener('sync' as keyof ServiceWorkerGlobalScopeEventMap, (event) => {
  const sync = event as unknown as SyncEvent;
  if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(flushOutboxInWorker());
});
