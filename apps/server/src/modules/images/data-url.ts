import type { ImageExtension } from './store.js';

export interface DecodedImage {
  bytes: Buffer;
  contentType: 'image/jpeg' | 'image/png' | 'image/gif';
  extension: ImageExtension;
}

export type DecodeResult = { ok: true; image: DecodedImage } | { ok: false; reason: string };

const DATA_URL = /^data:image\/(jpeg|png|gif);base64,([A-Za-z0-9+/]*={0,2})$/;

const EXTENSIONS = { jpeg: 'jpg', png: 'png', gif: 'gif' } as const;

/** The first bytes every file of the type starts with. */
function hasSignature(type: keyof typeof EXTENSIONS, bytes: Buffer): boolean {
  switch (type) {
    case 'png':
      return bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    case 'jpeg':
      return bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
    case 'gif': {
      const head = bytes.subarray(0, 6).toString('latin1');
      return head === 'GIF87a' || head === 'GIF89a';
    }
  }
}

/**
 * Decodes a base64 data URL of a JPEG, PNG or GIF image no larger than `maxBytes`, and checks that the
 * bytes really are of the declared type (an SVG or HTML file renamed to .png is refused).
 */
export function decodeImageDataUrl(dataUrl: string, maxBytes: number): DecodeResult {
  const match = DATA_URL.exec(dataUrl);
  if (!match) {
    return { ok: false, reason: 'must be a base64 data URL of a JPEG, PNG or GIF image' };
  }
  const type = match[1] as keyof typeof EXTENSIONS;
  const base64 = match[2] ?? '';
  if (base64.length % 4 !== 0) return { ok: false, reason: 'is not valid base64' };
  // Cheap upper bound first, so an oversized upload is refused before it is decoded.
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  const size = (base64.length / 4) * 3 - padding;
  if (size === 0) return { ok: false, reason: 'is empty' };
  if (size > maxBytes) return { ok: false, reason: `is larger than ${maxBytes} bytes` };
  const bytes = Buffer.from(base64, 'base64');
  if (!hasSignature(type, bytes)) {
    return { ok: false, reason: `does not contain a ${type.toUpperCase()} image` };
  }
  return {
    ok: true,
    image: { bytes, contentType: `image/${type}`, extension: EXTENSIONS[type] },
  };
}
