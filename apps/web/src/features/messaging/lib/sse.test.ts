import { describe, expect, it } from 'vitest';
import { SseParser } from './sse';

describe('SseParser', () => {
  it('assembles an event split across chunks, even mid-line', () => {
    const parser = new SseParser();
    expect(parser.push('event: unread-co')).toEqual([]);
    expect(parser.push('unt\ndata: {"unreadMes')).toEqual([]);
    expect(parser.push('sageCount":3}\n')).toEqual([]);
    expect(parser.push('\n')).toEqual([{ event: 'unread-count', data: '{"unreadMessageCount":3}' }]);
  });

  it('skips heartbeat comments', () => {
    const parser = new SseParser();
    expect(parser.push(': heartbeat\n\n:ping\n\n')).toEqual([]);
    expect(parser.push('event: x\n: in between\ndata: 1\n\n')).toEqual([{ event: 'x', data: '1' }]);
  });

  it('returns several events from one chunk, with CRLF line ends and multi-line data', () => {
    const parser = new SseParser();
    const events = parser.push(
      'event: message-received\r\ndata: {"a":1}\r\n\r\nevent: unread-count\ndata: a\ndata: b\n\ndata: plain\n\n',
    );
    expect(events).toEqual([
      { event: 'message-received', data: '{"a":1}' },
      { event: 'unread-count', data: 'a\nb' },
      { event: 'message', data: 'plain' },
    ]);
  });

  it('waits when a chunk ends between CR and LF', () => {
    const parser = new SseParser();
    expect(parser.push('data: 1\r')).toEqual([]);
    expect(parser.push('\n\r\n')).toEqual([{ event: 'message', data: '1' }]);
  });
});
