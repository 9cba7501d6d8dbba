import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_IMAGE_MAX_BYTES, type Profile } from '@achterhoek/contracts';
import { useAppAt } from './support/app.js';
import { useDemoUsers } from './support/callers.js';
import { newUser, P, userWithProfile, type Caller } from './profile-helpers.js';

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);

function dataUrl(type: string, bytes: Buffer): string {
  return `data:${type};base64,${bytes.toString('base64')}`;
}

describe('profile photo', () => {
  let user: Caller;
  const { t, clock } = useAppAt('2026-03-02T10:00:00Z');

  const [gerda] = useDemoUsers(t, 'gerda');
  beforeAll(async () => {
    ({ user } = await userWithProfile(t));
  });

  const imageOf = async (caller: Caller) => ((await caller.get(`${P}/profiles/me`)).json() as Profile).image;
  const upload = (caller: Caller, image: string, who = 'me') =>
    caller.put(`${P}/profiles/${who}/image`, { image });

  it.each([
    ['an SVG image', dataUrl('image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))],
    ['plain text', dataUrl('text/plain', Buffer.from('hallo'))],
    ['a PNG declared as JPEG', dataUrl('image/jpeg', PNG)],
    ['a JPEG declared as PNG', dataUrl('image/png', JPEG_HEAD)],
    ['HTML declared as GIF', dataUrl('image/gif', Buffer.from('<html><script>alert(1)</script></html>'))],
    ['broken base64', 'data:image/png;base64,iVBORw0K!!!'],
    ['an empty image', 'data:image/png;base64,'],
    ['a URL instead of data', 'data:,https://example.com/foto.png'],
  ])('refuses %s with 400 and keeps the profile as it was', async (_what, image) => {
    const response = await upload(user, image);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, fields: ['body.image'] });
    expect(await imageOf(user)).toBeNull();
  });

  it('refuses an image larger than the maximum with 400', async () => {
    const tooLarge = Buffer.concat([PNG, Buffer.alloc(PROFILE_IMAGE_MAX_BYTES + 1 - PNG.length)]);
    const response = await upload(user, dataUrl('image/png', tooLarge));
    expect(response.statusCode).toBe(400);
    expect((response.json() as { message: string }).message).toContain('larger than');
    expect(await imageOf(user)).toBeNull();
  });

  it('stores a PNG, serves it publicly with long caching, and removes it after the next upload', async () => {
    const response = await upload(user, dataUrl('image/png', PNG));
    expect(response.statusCode).toBe(200);
    const { image: first } = response.json() as { image: string };
    // A new key per upload: the subject and the app clock's time of the upload.
    expect(first).toMatch(/^profiles\/[A-Za-z0-9_-]{2}\/[A-Za-z0-9_-]+-\d{13}\.png$/);
    expect(first).toContain(`-${clock.nowMs()}.png`);
    expect(await imageOf(user)).toBe(first);
    expect(fs.existsSync(path.join(t.config.imagesDir, first))).toBe(true);

    const served = await t.app.inject({ method: 'GET', url: `/images/${first}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG)).toBe(true);

    clock.advance(1000);
    const second = await upload(user, dataUrl('image/gif', GIF));
    expect(second.statusCode).toBe(200);
    const { image: next } = second.json() as { image: string };
    expect(next).toContain(`-${clock.nowMs()}.gif`);
    expect(next).not.toBe(first);
    expect(await imageOf(user)).toBe(next);
    expect(fs.existsSync(path.join(t.config.imagesDir, first))).toBe(false);
    const gone = await t.app.inject({ method: 'GET', url: `/images/${first}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ status: 404, message: 'Image not found' });
    const gif = await t.app.inject({ method: 'GET', url: `/images/${next}` });
    expect(gif.headers['content-type']).toBe('image/gif');
    expect(gif.rawPayload.equals(GIF)).toBe(true);

    // The public part of the profile shows the photo to others.
    const publicView = await gerda.get(`${P}/profiles/${user.sub}?public=true`);
    expect(publicView.json()).toMatchObject({ image: next });
  });

  it('accepts an image of exactly the maximum size', async () => {
    const largest = Buffer.concat([JPEG_HEAD, Buffer.alloc(PROFILE_IMAGE_MAX_BYTES - JPEG_HEAD.length)]);
    const response = await upload(user, dataUrl('image/jpeg', largest));
    expect(response.statusCode).toBe(200);
    expect((response.json() as { image: string }).image).toMatch(/\.jpg$/);
  });

  it("refuses to change somebody else's photo, and needs a profile", async () => {
    const before = await imageOf(gerda);
    const response = await upload(user, dataUrl('image/png', PNG), gerda.sub);
    expect(response.statusCode).toBe(403);
    expect(await imageOf(gerda)).toBe(before);

    const stranger = await newUser(t);
    expect((await upload(stranger, dataUrl('image/png', PNG))).statusCode).toBe(404);
  });

  it.each([
    '/images/profiles/xx/bestaat-niet.png',
    '/images/..%2f..%2fpackage.json',
    '/images/.hidden.png',
    '/images/profiles',
    '/images/',
  ])('answers 404 JSON for %s', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });

  it('never serves a file outside the image folder, even for raw ../ paths', async () => {
    // A PNG right next to the image folder: what a traversal would be after.
    fs.mkdirSync(t.config.imagesDir, { recursive: true });
    fs.writeFileSync(path.join(path.dirname(t.config.imagesDir), 'geheim.png'), PNG);
    // Over a real socket, so the paths reach the router exactly as sent (inject would normalise them).
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const rawGet = (rawPath: string) =>
      new Promise<{ status: number; type: string | undefined }>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path: rawPath }, (response) => {
            response.resume();
            response.on('end', () =>
              resolve({ status: response.statusCode ?? 0, type: response.headers['content-type'] }),
            );
          })
          .on('error', reject);
      });
    for (const rawPath of [
      '/images/../geheim.png',
      '/images/%2e%2e/geheim.png',
      '/images/..%2fgeheim.png',
      '/images/profiles/%2e%2e/%2e%2e/geheim.png',
      '/images/%2E%2E%5Cgeheim.png',
    ]) {
      const answer = await rawGet(rawPath);
      expect(answer.status, rawPath).toBe(404);
      expect(answer.type, rawPath).toContain('application/json');
    }
  });
});
