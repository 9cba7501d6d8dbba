import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { inlineFirstStyles } from './build/inline-first-styles.ts';
import { precompiledMessages } from './build/precompiled-messages.ts';
import { APP_LOCALE } from './src/i18n/locale.ts';
import { nlFirstPages } from './src/i18n/nl-first-pages.ts';
import { nlHome } from './src/i18n/nl-home.ts';
import { nlPages } from './src/i18n/nl-pages.ts';

// During development the Fastify server runs on 8080; everything it serves is proxied so the app can use
// same-origin paths exactly as in production, where the server also serves the built app.
const serverOrigin = 'http://localhost:8080';

// Paths owned by the server. The service worker must never answer these navigations with the app shell:
// the login pages under /auth, the bank simulator under /sim and the API must always reach the network.
const serverPathPattern = /^\/(api|auth|images|sim)(\/|$)|^\/app-config\.json$/;

// A feature's public surface, src/features/<feature>/index.ts (nothing but re-exports; see below).
const featureIndexFile = /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/;

/**
 * React Router 7's package points every import at its development build (its own issue #12532, meant to be
 * temporary), which keeps its development warnings and the code that checks for them in production. The
 * production build beside it differs only in that switch; a production bundle takes it instead.
 */
const reactRouterRoot = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const reactRouterProduction = path.join(reactRouterRoot, 'dist/production/index.mjs');

export default defineConfig(({ command }) => ({
  resolve: {
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  plugins: [
    react(),
    precompiledMessages(
      [
        {
          file: /[\\/]src[\\/]i18n[\\/]nl-first-pages\.ts$/,
          exportName: 'nlFirstPages',
          messages: nlFirstPages,
        },
        { file: /[\\/]src[\\/]i18n[\\/]nl-home\.ts$/, exportName: 'nlHome', messages: nlHome },
        { file: /[\\/]src[\\/]i18n[\\/]nl-pages\.ts$/, exportName: 'nlPages', messages: nlPages },
      ],
      APP_LOCALE,
    ),
    inlineFirstStyles(),
    VitePWA({
      registerType: 'autoUpdate',
      // A deferred registration script: a plain <script> in the head would hold back the first paint.
      injectRegister: 'script-defer',
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
    // dist/.vite/manifest.json: which chunks each page needs, read by the size budget (scripts/bundle-budget.mjs).
    manifest: true,
    // Every browser the app supports preloads modules itself; the polyfill would only add to the first page.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      treeshake: {
        // A feature's index.ts only re-exports its public parts. Importing one part through it must not
        // bring the others (their components, forms and libraries) into the page's download: the index
        // itself does nothing when it is loaded, so it is marked so and the bundler follows each name
        // to the file that defines it. Every other module keeps the bundler's own judgement.
        moduleSideEffects: [{ test: featureIndexFile, sideEffects: false }],
      },
    },
  },
}));
