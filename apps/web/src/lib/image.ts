/** Spec 000 §5/§9: profile photos are jpeg, gif or png and are stored at about 200 kB. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/gif', 'image/png'] as const;
export const IMAGE_TARGET_BYTES = 200_000;
/** Larger than any phone shows an avatar; keeps the first try close to the target. */
export const IMAGE_MAX_DIMENSION = 1024;
const JPEG_QUALITY = 0.85;
const SHRINK_STEP = 0.8;
const MAX_ATTEMPTS = 8;

export function isAcceptedImageType(type: string): boolean {
  return (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(type);
}

export interface Size {
  width: number;
  height: number;
}

/**
 * The size to draw a picture at so its JPEG lands near the target: the area shrinks in proportion to the
 * file size (the bytes of a photo grow roughly with its pixels), the longest side stays within the
 * maximum, and a picture is never enlarged.
 */
export function targetSize(
  original: Size,
  fileBytes: number,
  targetBytes = IMAGE_TARGET_BYTES,
  maxDimension = IMAGE_MAX_DIMENSION,
): Size {
  const { width, height } = original;
  if (width <= 0 || height <= 0) return { width: 1, height: 1 };
  const bySize = fileBytes > targetBytes ? Math.sqrt(targetBytes / fileBytes) : 1;
  const byDimension = maxDimension / Math.max(width, height);
  const factor = Math.min(1, bySize, byDimension);
  return {
    width: Math.max(1, Math.round(width * factor)),
    height: Math.max(1, Math.round(height * factor)),
  };
}

/** The decoded size of a base64 data URL. */
export function dataUrlBytes(dataUrl: string): number {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

/** Draws a picture at a size and returns it as a JPEG data URL. */
export type JpegEncoder = (size: Size) => string;

/**
 * Encodes at the target size, then shrinks in steps until the result is at most the target (a noisy
 * photo can stay larger than its pixel count suggests).
 */
export function encodeWithinTarget(
  original: Size,
  fileBytes: number,
  encode: JpegEncoder,
  targetBytes = IMAGE_TARGET_BYTES,
  maxDimension = IMAGE_MAX_DIMENSION,
): string {
  let size = targetSize(original, fileBytes, targetBytes, maxDimension);
  let result = encode(size);
  for (let attempt = 1; attempt < MAX_ATTEMPTS && dataUrlBytes(result) > targetBytes; attempt += 1) {
    size = {
      width: Math.max(1, Math.round(size.width * SHRINK_STEP)),
      height: Math.max(1, Math.round(size.height * SHRINK_STEP)),
    };
    result = encode(size);
  }
  return result;
}

async function loadImage(file: Blob): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return image;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * Scales a chosen picture in the browser to a JPEG of about 200 kB, as a data URL ready for upload.
 * Transparent parts (png, gif) become white instead of black. `maxDimension` bounds the longest side
 * (a charity's picture: 200 px, spec 001 §2.13).
 */
export async function scaleImageFile(
  file: Blob,
  targetBytes = IMAGE_TARGET_BYTES,
  maxDimension = IMAGE_MAX_DIMENSION,
): Promise<string> {
  const image = await loadImage(file);
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas is not available');
  const encode: JpegEncoder = ({ width, height }) => {
    canvas.width = width;
    canvas.height = height;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.drawImage(image, 0, 0, width, height);
    return canvas.toDataURL('image/jpeg', JPEG_QUALITY);
  };
  return encodeWithinTarget(
    { width: image.naturalWidth, height: image.naturalHeight },
    file.size,
    encode,
    targetBytes,
    maxDimension,
  );
}

/** Where the server serves a stored image (public). */
export function imageUrl(key: string | null | undefined): string | undefined {
  if (!key) return undefined;
  if (/^(https?:|data:|\/)/.test(key)) return key;
  return `/images/${key}`;
}
