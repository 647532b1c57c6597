import type { FastifyInstance } from 'fastify';

/**
 * Every `METHOD /path` the app registered under /api/v1 (HEAD and the catch-all left out), read
 * from `printRoutes`' tree, so a test can check that the route table leaves none out.
 */
export function registeredApiRoutes(app: FastifyInstance): string[] {
  const found: string[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = line.match(/^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?/);
    if (!match) continue;
    const depth = (match[1] as string).length / 4;
    stack.length = depth;
    stack.push(match[2] as string);
    const path = stack.join('');
    if (!path.startsWith('/api/v1/') || !match[3]) continue;
    for (const method of match[3].split(', ')) {
      if (method !== 'HEAD') found.push(`${method} ${path.slice('/api/v1'.length)}`);
    }
  }
  return found.sort();
}
