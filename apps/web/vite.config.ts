import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

// During development the Fastify server runs on 8080; everything it serves is proxied so the app can use
// same-origin paths exactly as in production, where the server also serves the built app.
const serverOrigin = 'http://localhost:8080';

// Paths owned by the server. The service worker must never answer these navigations with the app shell:
// the login pages under /auth, the bank simulator under /sim and the API must always reach the network.
const serverPathPattern = /^\/(api|auth|images|sim)(\/|$)|^\/app-config\.json$/;

export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      registerType: 'autoUpdate',
      // The manifest is a static file in public/ (linked from index.html) so it is easy to read and edit.
      manifest: false,
      includeAssets: ['icons/*.png', 'icons/*.svg', 'manifest.webmanifest'],
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        navigateFallback: 'index.html',
        navigateFallbackDenylist: [serverPathPattern],
        // Messaging's Web Push: shows a pushed message and opens the inbox when it is tapped.
        importScripts: ['push-sw.js'],
      },
    }),
  ],
  server: {
    proxy: {
      '^/(api|auth|images|sim)(/|$)': { target: serverOrigin, xfwd: true },
      '/app-config.json': { target: serverOrigin, xfwd: true },
    },
  },
  build: {
    outDir: 'dist',
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across app releases.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 3,
            },
            {
              name: 'mantine',
              test: /node_modules[\\/](@mantine|@floating-ui|react-[a-z-]*scroll[a-z-]*)[\\/]/,
              priority: 2,
            },
            // Phone-number metadata and IBAN rules are only needed by the account page, which loads
            // them on demand; in the shared vendor chunk they would be loaded at every start.
            {
              name: 'bank-and-phone',
              test: /node_modules[\\/](libphonenumber-js|ibantools)[\\/]/,
              priority: 2,
            },
            { name: 'vendor', test: /node_modules[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
});
