import { PNG } from 'pngjs';
import { expect, test } from './fixtures';
import { AppShellPage } from './pages/AppShellPage';

test.describe('installable app', () => {
  test('links a manifest with the name, colours and real icons', async ({ page, request }) => {
    await new AppShellPage(page).open('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0E68AB');

    const manifest = await (await request.get(href as string)).json();
    expect(manifest).toMatchObject({
      name: 'Cardfolio',
      short_name: 'Cardfolio',
      display: 'standalone',
      theme_color: '#0E68AB',
      start_url: '/',
      scope: '/',
    });

    const purposes = new Set<string>();
    for (const icon of manifest.icons as Array<{ src: string; sizes: string; purpose: string }>) {
      const res = await request.get(icon.src);
      expect(res.headers()['content-type']).toBe('image/png');
      const png = PNG.sync.read(await res.body());
      expect(`${png.width}x${png.height}`).toBe(icon.sizes);
      // Not a blank square: the logo's blue and the white both appear.
      const colours = new Set<number>();
      for (let i = 0; i < png.data.length; i += 4) colours.add(png.data.readUInt32BE(i));
      expect(colours.size).toBeGreaterThan(20);
      purposes.add(`${icon.sizes} ${icon.purpose}`);
    }
    expect([...purposes].sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  });

  test('serves the worker and the page for revalidation and hashed assets for good', async ({ request }) => {
    const page = await request.get('/');
    expect(page.headers()['cache-control']).toBe('no-cache');
    const worker = await request.get('/sw.js');
    expect(worker.headers()['cache-control']).toBe('no-cache');
    expect(await worker.text()).toContain('index.html');

    const script = (await page.text()).match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(script).toBeDefined();
    const asset = await request.get(script as string);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
