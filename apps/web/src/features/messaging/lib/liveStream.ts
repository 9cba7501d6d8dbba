import { logger } from '../../../lib/logger';
import { SseParser, type SseEvent } from './sse';

export interface LiveStreamOptions {
  url: string;
  getAccessToken: () => Promise<string | null | undefined> | string | null | undefined;
  /** Further headers for each connection (`X-Delegator` while the user acts for somebody). */
  getHeaders?: () => Record<string, string>;
  onEvent: (event: SseEvent) => void;
  /** Called when the server refuses the token (401): the stream stops, the session is over. */
  onUnauthorized?: () => void;
  /**
   * Called when the stream is open again after it dropped: events sent while it was down are lost, so
   * the caller fetches its state again.
   */
  onReconnect?: () => void;
  /**
   * Called when the stream is open for the first time: it carries only what happens from now on, so
   * what the caller fetched before this moment may lack what happened in between.
   */
  onFirstOpen?: () => void;
  /** Delays before reconnecting after the n-th failure in a row, in ms; the last one repeats. */
  backoff?: readonly number[];
}

const DEFAULT_BACKOFF = [1_000, 2_000, 5_000, 10_000, 30_000] as const;

/**
 * Reads the live event stream with fetch (EventSource cannot send the bearer header) and keeps it open:
 * when it drops or fails, it reconnects after a growing delay; a stream that delivered data resets the
 * delay. Returns a function that stops it for good (logout, another user).
 */
export function openLiveStream(options: LiveStreamOptions): () => void {
  const {
    url,
    getAccessToken,
    getHeaders,
    onEvent,
    onUnauthorized,
    onReconnect,
    onFirstOpen,
    backoff = DEFAULT_BACKOFF,
  } = options;
  let opened = 0;
  const controller = new AbortController();
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const scheduleReconnect = () => {
    if (controller.signal.aborted) return;
    const delay = backoff[Math.min(failures, backoff.length - 1)] ?? 30_000;
    failures += 1;
    timer = setTimeout(() => void connect(), delay);
  };

  const connect = async () => {
    if (controller.signal.aborted) return;
    try {
      const token = await getAccessToken();
      const headers: Record<string, string> = { ...getHeaders?.(), Accept: 'text/event-stream' };
      if (token) headers.Authorization = `Bearer ${token}`;
      const response = await fetch(url, { headers, signal: controller.signal, cache: 'no-store' });
      if (response.status === 401) {
        onUnauthorized?.();
        return;
      }
      if (!response.ok || !response.body) throw new Error(`live stream answered ${response.status}`);
      opened += 1;
      if (opened === 1) onFirstOpen?.();
      else onReconnect?.();
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      const parser = new SseParser();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        failures = 0;
        for (const event of parser.push(value)) onEvent(event);
      }
    } catch (error) {
      if (controller.signal.aborted) return;
      logger.warn('The live message stream failed; reconnecting', error);
    }
    scheduleReconnect();
  };

  void connect();
  return () => {
    controller.abort();
    if (timer !== undefined) clearTimeout(timer);
  };
}
