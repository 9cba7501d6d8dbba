/** /conversation/{id}. */
export function conversationPath(id: number): string {
  return `/conversation/${id}`;
}
