import { PROFILE_IMAGE_MAX_BYTES } from '@achterhoek/contracts';
import type { AuthUser } from '../../../platform/auth/token-verifier.js';
import { invalidFields, NotFoundError } from '../../../platform/errors.js';
import { decodeImageDataUrl } from '../../images/index.js';
import * as repository from '../repository/index.js';
import { profileImageKey } from '../rules.js';
import { MESSAGES, ownProfileId, requireProfile, type ProfileServiceDeps } from './shared.js';

/**
 * `PUT /profiles/me/image`: stores a JPEG, PNG or GIF photo under a new key, points the profile at it and
 * removes the previous photo.
 */
export async function uploadProfileImage(
  deps: ProfileServiceDeps,
  caller: AuthUser,
  ref: string,
  dataUrl: string,
): Promise<{ image: string }> {
  const id = ownProfileId(caller, ref);
  const decoded = decodeImageDataUrl(dataUrl, PROFILE_IMAGE_MAX_BYTES);
  if (!decoded.ok) throw invalidFields([{ field: 'body.image', message: decoded.reason }]);
  await requireProfile(deps.db, id);

  const now = deps.clock.now();
  const key = profileImageKey(id, decoded.image.extension, now);
  await deps.images.put(key, decoded.image.bytes, decoded.image.contentType);
  let replaced: { previous: string | null } | undefined;
  try {
    replaced = await repository.replaceProfileImage(deps.db, id, key, now);
  } catch (error) {
    await deps.images.remove(key).catch(() => undefined);
    throw error;
  }
  if (!replaced) {
    await deps.images.remove(key).catch(() => undefined);
    throw new NotFoundError(MESSAGES.notFound);
  }
  if (replaced.previous && replaced.previous !== key) {
    // The profile no longer points at it; a file left behind after a failure is only wasted space.
    await deps.images.remove(replaced.previous).catch(() => undefined);
  }
  return { image: key };
}
