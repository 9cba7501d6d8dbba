/**
 * The images module as other code may use it: where images are kept (the store and its disk
 * implementation), how an uploaded data URL is checked and decoded, and its registration (the store, and
 * the route that serves them).
 */
export { registerImagesModule, type ImagesNeeds, type ImagesProvides } from './module.js';
export { createDiskImageStore, type ImageStore, type StoredImage } from './store.js';
export { decodeImageDataUrl, type DecodedImage, type DecodeResult } from './data-url.js';
