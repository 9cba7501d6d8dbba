// Bundles the server into dist/main.js, and the live feed's worker thread into dist/live-feed-worker.js
// beside it (platform/worker-thread.ts starts it from there). Our own workspace packages (TypeScript
// sources) are bundled in; every third-party package stays an ordinary import from node_modules.
import { build } from 'esbuild';
import fs from 'node:fs';

const pkg = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const rootPkg = JSON.parse(fs.readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'));

await build({
  entryPoints: {
    main: 'src/main.ts',
    'live-feed-worker': 'src/modules/planner/live/live-feed-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  plugins: [
    {
      name: 'externalise-third-party',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@achterhoek/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
  define: {
    __APP_VERSION__: JSON.stringify(rootPkg.version ?? pkg.version),
    __BUILD_TIME__: JSON.stringify(new Date().toISOString()),
  },
  logLevel: 'warning',
});
console.log('server bundled to apps/server/dist/main.js (and its worker, live-feed-worker.js)');
