import { deflateSync } from 'node:zlib';

/**
 * Demo data only: a small PNG drawn in code (a village green under a blue sky with a yellow sun), so the
 * demo charity has an image without a binary file in the repository. `width` × `height` pixels, RGB.
 */
export function demoCharityPng(width = 200, height = 120): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  const sun = { x: width * 0.78, y: height * 0.28, r: height * 0.14 };
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < width; x += 1) {
      const hill = height * 0.62 + Math.sin((x / width) * Math.PI * 2) * height * 0.06;
      const inSun = (x - sun.x) ** 2 + (y - sun.y) ** 2 <= sun.r ** 2;
      const [r, g, b] = inSun ? [250, 204, 21] : y > hill ? [56, 142, 60] : [144, 202, 249];
      raw[row + 1 + x * 3] = r;
      raw[row + 2 + x * 3] = g;
      raw[row + 3 + x * 3] = b;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length, 0);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body), 0);
  return Buffer.concat([length, body, crc]);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
