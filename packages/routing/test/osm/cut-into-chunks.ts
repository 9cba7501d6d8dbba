/** The text cut into pieces of `size` characters (the last one shorter), as a stream may deliver it. */
export function cutIntoChunks(text: string, size: number): string[] {
  const chunks: string[] = [];
  for (let i = 0; i < text.length; i += size) chunks.push(text.slice(i, i + size));
  return chunks;
}
