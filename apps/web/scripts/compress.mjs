#!/usr/bin/env node
// After `vite build`: writes a brotli (.br) and a gzip (.gz) copy next to every text file in dist/, so the
// server sends phones a third of the bytes without compressing per request (@fastify/static
// `preCompressed` picks the copy the browser accepts). Files under 1 kB are left alone: no gain. The gzip
// copies of what a phone runs (scripts, styles, pages) are made with Zopfli: a gzip stream any browser
// reads, 3–4 % smaller than zlib's best, at a few seconds of build time (a phone without brotli downloads
// the first page's script in 127 kB instead of 132). Source maps get zlib's.
import { gzipAsync as zopfliGzip } from '@gfx/zopfli';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|map)$/;
const MIN_BYTES = 1024;
const WHAT_PHONES_RUN = /\.(js|mjs|css|html)$/;

function* files(directory) {
  for (const entry of fs.readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

let original = 0;
let brotli = 0;
for (const file of files(dist)) {
  const content = fs.readFileSync(file);
  if (content.length < MIN_BYTES) continue;
  const br = zlib.brotliCompressSync(content, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  fs.writeFileSync(`${file}.br`, br);
  const gzip = WHAT_PHONES_RUN.test(file)
    ? Buffer.from(await zopfliGzip(content, { numiterations: 5 }))
    : zlib.gzipSync(content, { level: 9 });
  fs.writeFileSync(`${file}.gz`, gzip);
  original += content.length;
  brotli += br.length;
}
console.log(
  `compressed ${(original / 1024).toFixed(0)} kB of text to ${(brotli / 1024).toFixed(0)} kB (brotli)`,
);
