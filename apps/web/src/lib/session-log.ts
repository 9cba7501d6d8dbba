import {
  profileEndpoints,
  SESSION_LOG_MAX_EVENTS,
  SESSION_LOG_MAX_PATH_LENGTH as MAX_PATH_LENGTH,
  SESSION_LOG_MAX_USER_AGENT_LENGTH as MAX_USER_AGENT_LENGTH,
  type SessionLogRequest,
  type UserEvent,
} from '@achterhoek/contracts';
import { call } from './call';

/** Spec 000 §9, spec 001 §7: the session log is sent every 60 seconds and closed on logout. */
export const SESSION_LOG_FLUSH_MS = 60_000;
export { SESSION_LOG_MAX_EVENTS };

export type SessionLogSender = (
  log: SessionLogRequest,
  final: boolean,
  options: { keepalive: boolean },
) => Promise<void>;

/** Posts a batch. A 401 must not move the user to /session-expired: this runs in the background. */
export const postSessionLog: SessionLogSender = async (log, final, { keepalive }) => {
  await call(
    profileEndpoints.sessionLog,
    { query: { final: final ? 'true' : 'false' }, body: log },
    { redirectOnUnauthorized: false, keepalive },
  );
};

/**
 * Collects what the user does (page visits) and sends it in batches. Failures are silent (spec 000 §8):
 * the events of a failed batch are kept for the next one, up to the server's limit.
 */
export class SessionLog {
  private events: UserEvent[] = [];
  /**
   * The server keeps the log with the user's profile, so while a signed-in user has none yet (the
   * registration wizard) nothing is sent: the events wait for the profile, and a session that ends
   * before there is one (cancelling the registration) is dropped instead of answered with a 404.
   */
  private waitingForProfile = false;

  constructor(
    private readonly send: SessionLogSender = postSessionLog,
    private readonly now: () => Date = () => new Date(),
    private readonly userAgent: () => string = () =>
      typeof navigator === 'undefined' ? '' : navigator.userAgent,
  ) {}

  /** The events waiting for the next flush. */
  get pending(): readonly UserEvent[] {
    return this.events;
  }

  recordPageVisit(path: string): void {
    this.add({
      event: 'PAGE_VISIT',
      eventTime: this.now().toISOString(),
      path: path.slice(0, MAX_PATH_LENGTH),
    });
  }

  /** Spec 001 §7: the calls to action on Home came into view; `size` is how many cards there are. */
  recordCtaInView(size: number): void {
    this.add({ event: 'CTA_IN_VIEW', eventTime: this.now().toISOString(), size });
  }

  /** Spec 001 §7: the person chose a call to action; `ctaId` is its incentive's code. */
  recordCtaSelected(ctaId: string): void {
    this.add({ event: 'CTA_SELECTED', eventTime: this.now().toISOString(), ctaId: ctaId.slice(0, 100) });
  }

  /** Set by the registration wizard: true while the user has no profile, false once it exists. */
  setWaitingForProfile(waiting: boolean): void {
    this.waitingForProfile = waiting;
  }

  private add(event: UserEvent): void {
    this.events.push(event);
    if (this.events.length > SESSION_LOG_MAX_EVENTS)
      this.events.splice(0, this.events.length - SESSION_LOG_MAX_EVENTS);
  }

  /**
   * Sends what was collected. An ordinary flush with nothing collected sends nothing; the final one is
   * always sent, because it tells the server the session ended.
   */
  async flush({
    final = false,
    keepalive = false,
  }: { final?: boolean; keepalive?: boolean } = {}): Promise<void> {
    if (!final && this.events.length === 0) return;
    if (this.waitingForProfile) {
      // No profile to keep it with: wait for one, or forget the session when it ends without one.
      if (final) {
        this.events = [];
        this.waitingForProfile = false;
      }
      return;
    }
    const batch = this.events;
    this.events = [];
    try {
      await this.send(
        { userAgent: this.userAgent().slice(0, MAX_USER_AGENT_LENGTH), userEvents: batch },
        final,
        { keepalive },
      );
    } catch {
      // Silent by design. Keep the batch for the next try unless the session is over.
      if (!final) this.events = [...batch, ...this.events].slice(-SESSION_LOG_MAX_EVENTS);
    }
  }

  /**
   * Closes the session log (logout). The visit of the page that closes it (`/logout`) is part of the last
   * batch: recorded here unless the recorder already did. The recorder is loaded after the first paint,
   * so on a logout page opened directly it may not be there yet.
   */
  async close(closingPath?: string): Promise<void> {
    await Promise.resolve();
    const last = this.events.at(-1);
    const recorded = last?.event === 'PAGE_VISIT' && last.path === closingPath;
    if (closingPath !== undefined && !recorded) this.recordPageVisit(closingPath);
    await this.flush({ final: true });
  }
}

/** The app's one session log. */
export const sessionLog = new SessionLog();
