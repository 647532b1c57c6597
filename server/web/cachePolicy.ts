/**
 * Cache-Control for each file of the built app. Files whose name carries a content hash never
 * change and may be kept forever; the entry points (the page, the service worker, the manifest)
 * must be revalidated every time or a deploy would never reach installed apps.
 */
export const CACHE_FOREVER = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
/** Icons and other unhashed files: fresh enough for an hour, then revalidated. */
export const CACHE_SHORT = 'public, max-age=3600';

const ENTRY_POINTS = new Set(['index.html', 'sw.js', 'manifest.webmanifest', 'registerSW.js']);

/** `relativePath` is the file's path inside dist/, with forward slashes and no leading slash. */
export function cacheControlFor(relativePath: string): string {
  if (ENTRY_POINTS.has(relativePath)) return REVALIDATE;
  if (relativePath.startsWith('assets/')) return CACHE_FOREVER;
  return CACHE_SHORT;
}

/**
 * Whether an unmatched GET is an in-app route that the page's own router handles (a deep link):
 * not the API, not the hashed assets, and not a file name (a missing /logo.png stays a 404).
 */
export function isAppRoute(urlPath: string): boolean {
  if (urlPath === '/api' || urlPath.startsWith('/api/') || urlPath.startsWith('/assets/')) return false;
  const lastSegment = urlPath.slice(urlPath.lastIndexOf('/') + 1);
  return !lastSegment.includes('.');
}
