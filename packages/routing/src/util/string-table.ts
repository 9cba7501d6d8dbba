/** Strings stored once, referred to by their position: names and numbers repeat a lot in map data. */
export class StringTable {
  readonly strings: string[] = [];
  private readonly ids = new Map<string, number>();

  /** The string's id, adding it on first use; −1 for no string. */
  id(text: string | undefined): number {
    if (text === undefined) return -1;
    let id = this.ids.get(text);
    if (id === undefined) {
      id = this.strings.length;
      this.strings.push(text);
      this.ids.set(text, id);
    }
    return id;
  }
}
