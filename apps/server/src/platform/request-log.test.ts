import { describe, expect, it } from 'vitest';
import { requestLogLevel, SLOW_REQUEST_MS } from './request-log.js';

describe('request logging', () => {
  it('logs ordinary requests at debug, and server errors and slow requests at info', () => {
    expect(requestLogLevel(200, 12)).toBe('debug');
    expect(requestLogLevel(404, 3)).toBe('debug');
    expect(requestLogLevel(500, 3)).toBe('info');
    expect(requestLogLevel(503, 3)).toBe('info');
    expect(requestLogLevel(200, SLOW_REQUEST_MS)).toBe('info');
  });
});
