/** A copy of `array` with `extra` more places, zeros, at its end. */
export function grow<T extends Int32Array | Uint8Array>(array: T, extra: number): T {
  const grown = new (array.constructor as { new (length: number): T })(array.length + extra);
  grown.set(array);
  return grown;
}
