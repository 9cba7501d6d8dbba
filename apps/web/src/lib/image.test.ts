import { describe, expect, it } from 'vitest';
import {
  IMAGE_TARGET_BYTES,
  dataUrlBytes,
  encodeWithinTarget,
  imageUrl,
  isAcceptedImageType,
  targetSize,
  type Size,
} from './image';

describe('profile image scaling', () => {
  it('aims at about 200 kB', () => {
    expect(IMAGE_TARGET_BYTES).toBe(200_000);
  });

  it('accepts jpeg, gif and png only', () => {
    expect(['image/jpeg', 'image/gif', 'image/png'].every(isAcceptedImageType)).toBe(true);
    expect(isAcceptedImageType('image/webp')).toBe(false);
    expect(isAcceptedImageType('application/pdf')).toBe(false);
  });

  it('shrinks the area in proportion to the file size, keeping the shape', () => {
    // 800 kB is four times the target: half the width and half the height.
    expect(targetSize({ width: 800, height: 600 }, 800_000)).toEqual({ width: 400, height: 300 });
  });

  it('keeps the longest side within 1024 px and never enlarges', () => {
    expect(targetSize({ width: 4000, height: 3000 }, 150_000)).toEqual({ width: 1024, height: 768 });
    expect(targetSize({ width: 120, height: 80 }, 5_000)).toEqual({ width: 120, height: 80 });
  });

  it('reads the decoded size of a data URL', () => {
    expect(dataUrlBytes('data:image/jpeg;base64,QUJD')).toBe(3);
    expect(dataUrlBytes('data:image/jpeg;base64,QUI=')).toBe(2);
    expect(dataUrlBytes('data:image/jpeg;base64,QQ==')).toBe(1);
  });

  it('shrinks further until the encoded picture is at most the target', () => {
    // A fake encoder whose output is 1 byte per pixel.
    const sizes: Size[] = [];
    const encode = (size: Size) => {
      sizes.push(size);
      const bytes = size.width * size.height;
      return `data:image/jpeg;base64,${'A'.repeat(Math.ceil((bytes * 4) / 3))}`;
    };
    const result = encodeWithinTarget({ width: 1000, height: 1000 }, 300_000, encode);
    expect(dataUrlBytes(result)).toBeLessThanOrEqual(IMAGE_TARGET_BYTES);
    expect(sizes.length).toBeGreaterThan(1);
    expect(sizes.at(-1)!.width).toBeLessThan(sizes[0]!.width);
  });

  it('serves stored keys from /images', () => {
    expect(imageUrl('profiles/ab/cd.jpg')).toBe('/images/profiles/ab/cd.jpg');
    expect(imageUrl(null)).toBeUndefined();
    expect(imageUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
  });
});
