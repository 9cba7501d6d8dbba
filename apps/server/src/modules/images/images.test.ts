import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeImageDataUrl } from './data-url.js';
import { createDiskImageStore, isValidImageKey, type ImageStore } from './store.js';

const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xdb, 0, 0]);
const GIF_HEAD = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');

const url = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

describe('decodeImageDataUrl', () => {
  it('decodes PNG, JPEG and GIF with their extension', () => {
    for (const [type, bytes, extension] of [
      ['image/png', PNG_HEAD, 'png'],
      ['image/jpeg', JPEG_HEAD, 'jpg'],
      ['image/gif', GIF_HEAD, 'gif'],
    ] as const) {
      const result = decodeImageDataUrl(url(type, bytes), 1000);
      expect(result).toEqual({ ok: true, image: { bytes, contentType: type, extension } });
    }
  });

  it.each([
    ['another type', url('image/svg+xml', Buffer.from('<svg/>'))],
    ['not base64', 'data:image/png,rawbytes'],
    ['bytes of another type', url('image/png', JPEG_HEAD)],
    ['bytes of no image', url('image/gif', Buffer.from('GIF90a but not really'))],
    ['base64 with a bad length', 'data:image/png;base64,iVBORw0KGgo'],
    ['characters outside base64', 'data:image/png;base64,iVBO Rw0K'],
    ['padding in the middle', 'data:image/png;base64,iV==Rw0K'],
    ['nothing', 'data:image/png;base64,'],
  ])('refuses %s', (_what, dataUrl) => {
    expect(decodeImageDataUrl(dataUrl, 1000).ok).toBe(false);
  });

  it('refuses more than the maximum, counting decoded bytes', () => {
    const bytes = Buffer.concat([PNG_HEAD, Buffer.alloc(100 - PNG_HEAD.length)]);
    expect(decodeImageDataUrl(url('image/png', bytes), 100).ok).toBe(true);
    expect(decodeImageDataUrl(url('image/png', bytes), 99)).toEqual({
      ok: false,
      reason: 'is larger than 99 bytes',
    });
  });
});

describe('disk image store', () => {
  let root: string;
  let store: ImageStore;
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'images-'));
    store = createDiskImageStore(path.join(root, 'images'));
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('stores, reads and removes an image under its key', async () => {
    await store.put('profiles/ab/ab-1.png', PNG_HEAD, 'image/png');
    const image = await store.read('profiles/ab/ab-1.png');
    expect(image).toMatchObject({ contentType: 'image/png', size: PNG_HEAD.length });
    const chunks: Buffer[] = [];
    for await (const chunk of image!.stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(PNG_HEAD)).toBe(true);
    expect(fs.readdirSync(path.join(root, 'images', 'profiles', 'ab'))).toEqual(['ab-1.png']);

    await store.remove('profiles/ab/ab-1.png');
    expect(await store.read('profiles/ab/ab-1.png')).toBeUndefined();
    await expect(store.remove('profiles/ab/ab-1.png')).resolves.toBeUndefined();
  });

  it('never reads or writes outside its folder', async () => {
    fs.writeFileSync(path.join(root, 'secret.png'), 'secret');
    expect(await store.read('../secret.png')).toBeUndefined();
    expect(await store.read('profiles/../../secret.png')).toBeUndefined();
    expect(await store.read('/etc/passwd.png')).toBeUndefined();
    await expect(store.put('../evil.png', PNG_HEAD, 'image/png')).rejects.toThrow('invalid image key');
    await store.remove('../secret.png');
    expect(await text(fs.createReadStream(path.join(root, 'secret.png')))).toBe('secret');
  });

  it.each([
    ['profiles/ab/ab-1.png', true],
    ['profiles/ab/AB_c-1.JPG', true],
    ['a.gif', true],
    ['profiles/ab/ab-1.svg', false],
    ['profiles/ab/ab-1', false],
    ['../x.png', false],
    ['./x.png', false],
    ['profiles//x.png', false],
    ['/x.png', false],
    ['profiles/.x.png', false],
    ['profiles\\..\\x.png', false],
    ['profiles/x y.png', false],
    ['', false],
  ])('judges the key %s valid: %s', (key, valid) => {
    expect(isValidImageKey(key)).toBe(valid);
  });
});
