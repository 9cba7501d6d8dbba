import { useEffect } from 'react';
import { useAuth } from '../../lib/auth';
import { useLocation } from 'react-router';
import { SESSION_LOG_FLUSH_MS, sessionLog, type SessionLog } from '../../lib/session-log';

/**
 * The session log (spec 001 §2.2, §7): every page a signed-in user visits is recorded as PAGE_VISIT with
 * its path, and the collected events are sent every 60 seconds, and when the page is hidden (the app
 * closed or put away) as a last try. Logging out closes the log (see the logout page). Nothing of it is
 * ever shown to the user.
 */
export function SessionLogRecorder({ log = sessionLog }: { log?: SessionLog }) {
  const { isAuthenticated } = useAuth();
  const { pathname } = useLocation();

  useEffect(() => {
    if (isAuthenticated) log.recordPageVisit(pathname);
  }, [isAuthenticated, pathname, log]);

  useEffect(() => {
    if (!isAuthenticated) return;
    const timer = window.setInterval(() => void log.flush(), SESSION_LOG_FLUSH_MS);
    const onHidden = () => {
      if (document.visibilityState === 'hidden') void log.flush({ keepalive: true });
    };
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onHidden);
    };
  }, [isAuthenticated, log]);

  return null;
}
