#!/usr/bin/env node
// After `vite build`, before compress.mjs: writes dist/landing.html, the app's page with the landing page
// already in it (src/app/prerender/landing.tsx), which the server sends for `/`. Every other address keeps
// dist/index.html with its splash: those pages need a session or data before they can show anything.
//
// The landing page is rendered by a small server-side build of that one module (React's renderToString
// in Node); the result replaces the splash between the markers in index.html.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(webRoot, 'dist');
const START = '<!--splash-->';
const END = '<!--/splash-->';

// Inside the project, so that Node finds the packages the server-side build leaves out (react, Mantine, …).
const outDir = path.join(webRoot, 'node_modules', '.cache', 'prerender');
try {
  await build({
    root: webRoot,
    // Not the app's config: no service worker, no compression, no manifest, just the module for Node.
    configFile: false,
    logLevel: 'warn',
    build: { ssr: 'src/app/prerender/landing.tsx', outDir, emptyOutDir: true },
  });
  const [bundle] = fs.readdirSync(outDir).filter((file) => /\.m?js$/.test(file));
  const { renderLandingPage } = await import(pathToFileURL(path.join(outDir, bundle)).href);
  const landing = renderLandingPage();

  // Mantine's theme variables and global classes, as its provider writes them: into the head of both
  // pages, marked, so the app finds them there and does not compute them again when it starts.
  const themeStyles = [...landing.matchAll(/<style data-mantine-styles="[^"]*">[\s\S]*?<\/style>/g)].map(
    (match) => match[0],
  );
  if (themeStyles.length === 0) throw new Error('the prerendered page has no Mantine theme styles');
  const markup = themeStyles.reduce((html, style) => html.replace(style, ''), landing);
  const headStyles = themeStyles
    .map((style) =>
      style.replace('<style data-mantine-styles=', '<style data-mantine-static="" data-mantine-styles='),
    )
    .join('');
  const indexFile = path.join(dist, 'index.html');
  const indexWithTheme = fs.readFileSync(indexFile, 'utf8').replace('</head>', `${headStyles}</head>`);
  fs.writeFileSync(indexFile, indexWithTheme);
  const index = indexWithTheme;
  const start = index.indexOf(START);
  const end = index.indexOf(END);
  if (start < 0 || end < start) throw new Error(`index.html lacks the ${START} … ${END} markers`);
  // The landing page is all there in the HTML: its scripts only make the buttons work. Asked for at low
  // priority, they leave the connection to what the page shows first (the HTML, the logo); the browser
  // still fetches them at once.
  const page = (index.slice(0, start) + markup + index.slice(end + END.length))
    .replaceAll(
      '<script type="module" crossorigin ',
      '<script type="module" crossorigin fetchpriority="low" ',
    )
    .replaceAll(
      '<link rel="modulepreload" crossorigin ',
      '<link rel="modulepreload" crossorigin fetchpriority="low" ',
    );
  fs.writeFileSync(path.join(dist, 'landing.html'), page);
  console.log(
    `prerendered the landing page into dist/landing.html (${(landing.length / 1024).toFixed(1)} kB)`,
  );
} finally {
  fs.rmSync(outDir, { recursive: true, force: true });
}
