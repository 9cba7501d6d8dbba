// Draws the app icons (a white location pin on the theme green) as PNG files with Node built-ins only,
// so the icons can be regenerated without an image tool. Run: node apps/web/scripts/generate-icons.mjs
import { writeFileSync } from 'node:fs';
import { deflateSync, crc32 } from 'node:zlib';

const outDir = new URL('../public/icons/', import.meta.url);
const green = [0x1f, 0x6e, 0x46];
const white = [0xff, 0xff, 0xff];
const SUPERSAMPLE = 4;

/** Colour at a point in unit coordinates (0..1), or null where the icon is transparent. */
function shade(x, y, { maskable }) {
  // "any" icons get rounded corners; maskable icons must fill the square because the platform crops them.
  if (!maskable && !insideRoundedSquare(x, y, 0.2)) return null;
  // Maskable icons keep their content inside the central 80% safe zone, so the pin is drawn smaller.
  const scale = maskable ? 0.8 : 1;
  const px = 0.5 + (x - 0.5) / scale;
  const py = 0.5 + (y - 0.5) / scale;
  return insidePin(px, py) ? white : green;
}

function insideRoundedSquare(x, y, radius) {
  const cx = Math.min(Math.max(x, radius), 1 - radius);
  const cy = Math.min(Math.max(y, radius), 1 - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
}

function insidePin(x, y) {
  const head = { x: 0.5, y: 0.42, r: 0.22 };
  const hole = 0.085;
  const tip = { x: 0.5, y: 0.84 };
  const d2 = (x - head.x) ** 2 + (y - head.y) ** 2;
  if (d2 <= hole ** 2) return false;
  if (d2 <= head.r ** 2) return true;
  // The body is the triangle between the tip and the points where lines from the tip touch the circle,
  // so the outline runs smoothly into the head.
  const cosTangent = head.r / (tip.y - head.y);
  const tangentY = head.y + head.r * cosTangent;
  const tangentHalfWidth = head.r * Math.sqrt(1 - cosTangent ** 2);
  if (y < tangentY || y > tip.y) return false;
  return Math.abs(x - tip.x) <= (tangentHalfWidth * (tip.y - y)) / (tip.y - tangentY);
}

function render(size, options) {
  const rows = [];
  for (let row = 0; row < size; row += 1) {
    const line = Buffer.alloc(1 + size * 4); // leading 0 = PNG filter "none"
    for (let col = 0; col < size; col += 1) {
      const sum = [0, 0, 0];
      let covered = 0;
      for (let sy = 0; sy < SUPERSAMPLE; sy += 1) {
        for (let sx = 0; sx < SUPERSAMPLE; sx += 1) {
          const colour = shade(
            (col + (sx + 0.5) / SUPERSAMPLE) / size,
            (row + (sy + 0.5) / SUPERSAMPLE) / size,
            options,
          );
          if (!colour) continue;
          covered += 1;
          colour.forEach((value, i) => (sum[i] += value));
        }
      }
      const offset = 1 + col * 4;
      if (covered > 0) sum.forEach((value, i) => (line[offset + i] = Math.round(value / covered)));
      line[offset + 3] = Math.round((255 * covered) / SUPERSAMPLE ** 2);
    }
    rows.push(line);
  }
  return encodePng(size, Buffer.concat(rows));
}

function encodePng(size, raw) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const icons = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
];
for (const { file, size, maskable } of icons) {
  writeFileSync(new URL(file, outDir), render(size, { maskable }));
}

const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
  <rect width="100" height="100" rx="20" fill="#1f6e46"/>
  <path fill="#fff" fill-rule="evenodd" d="M50 84 L31.26 53.52 A22 22 0 1 1 68.74 53.52 Z M50 33.5 a8.5 8.5 0 1 0 0.01 0 Z"/>
</svg>
`;
writeFileSync(new URL('icon.svg', outDir), svg);
