/** One event from a text/event-stream. */
export interface SseEvent {
  event: string;
  data: string;
  id?: string;
}

/**
 * An incremental parser of the server-sent-events format (WHATWG HTML §9.2): feed it the decoded text in
 * whatever chunks the network delivers; it returns the events completed by each chunk. Comment lines
 * (the server's heartbeats, starting with ':') and events without data are skipped.
 */
export class SseParser {
  private buffer = '';
  private eventName = '';
  private dataLines: string[] = [];
  private lastId: string | undefined;

  push(chunk: string): SseEvent[] {
    this.buffer += chunk;
    const events: SseEvent[] = [];
    for (;;) {
      const match = /\r\n|\r|\n/.exec(this.buffer);
      if (!match) break;
      // A lone '\r' at the very end may be the first half of '\r\n': wait for the next chunk.
      if (match[0] === '\r' && match.index === this.buffer.length - 1) break;
      const line = this.buffer.slice(0, match.index);
      this.buffer = this.buffer.slice(match.index + match[0].length);
      const event = this.line(line);
      if (event) events.push(event);
    }
    return events;
  }

  private line(line: string): SseEvent | null {
    if (line === '') {
      const data = this.dataLines;
      const event = this.eventName || 'message';
      this.dataLines = [];
      this.eventName = '';
      if (data.length === 0) return null;
      return { event, data: data.join('\n'), ...(this.lastId !== undefined ? { id: this.lastId } : {}) };
    }
    if (line.startsWith(':')) return null;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') this.eventName = value;
    else if (field === 'data') this.dataLines.push(value);
    else if (field === 'id') this.lastId = value;
    return null;
  }
}
