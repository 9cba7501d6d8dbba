// The conversation on screen, if any: a message arriving for it needs no notification.
let openConversationId: number | null = null;

export function setOpenConversation(id: number | null): void {
  openConversationId = id;
}

export function getOpenConversation(): number | null {
  return openConversationId;
}
