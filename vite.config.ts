import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { ocrAssets } from './vite.ocrAssets';

const BRAND_BLUE = '#0E68AB';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // Scan's OCR engine under /ocr: fetched after the catalogue, not precached with the shell (11 MB).
    ocrAssets(),
    VitePWA({
      // Our own worker (src/sw.ts) so the sync engine can add its Background Sync listener to it.
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      // The page asks before a new worker takes over (spec: "New version available! …").
      registerType: 'prompt',
      // src/app/UpdatePrompt.tsx registers through virtual:pwa-register/react.
      injectRegister: false,
      // The build's code and pages by glob; the plugin adds these files, the manifest and its icons.
      includeAssets: ['logo.svg', 'apple-touch-icon.png'],
      injectManifest: {
        globPatterns: ['**/*.{js,css,html}'],
        globIgnores: ['ocr/**'],
      },
      manifest: {
        name: 'Cardfolio',
        short_name: 'Cardfolio',
        description: 'Track your trading cards, sealed products, prices and profit, online or offline.',
        display: 'standalone',
        theme_color: BRAND_BLUE,
        background_color: '#FFFFFF',
        start_url: '/',
        scope: '/',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
    }),
  ],
  server: {
    proxy: {
      '/api': 'http://localhost:8080',
    },
  },
});
