import type { ModuleHost } from '../../platform/module-host.js';
import { registerImageRoutes } from './routes.js';
import { createDiskImageStore, type ImageStore } from './store.js';

/** The images module asks nothing of other modules. */
export type ImagesNeeds = Record<string, never>;

/** What the images module gives others once registered. */
export interface ImagesProvides {
  /** The app's one image store (profile photos, charity images), in the configured directory. */
  images: ImageStore;
}

/** The images module: the one store of uploaded images, and the route that serves them. */
export async function registerImagesModule(host: ModuleHost, _needs: ImagesNeeds): Promise<ImagesProvides> {
  const images = createDiskImageStore(host.config.imagesDir);
  registerImageRoutes(host.app, images);
  return { images };
}
