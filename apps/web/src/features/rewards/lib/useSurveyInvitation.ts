import { useEffect } from 'react';
import { useSignedInId } from '../../../lib/auth';
import { useCallToActions } from '../api/queries';
import { createSurveyInvitation, fetchSurveyInteractions } from '../api/rewardsApi';

/** The people invited in this session of the app (by the signed-in user's id): the invitation goes once per session. */
const invitedThisSession = new Set<string>();

/** For tests: a new session of the app. */
export function forgetSurveyInvitations(): void {
  invitedThisSession.clear();
}

/**
 * The survey invitation at start-up (spec 000 §4, spec 001 §2.14): once per session, when a survey call to
 * action is there and the person has no survey interaction yet, the invitation is issued
 * (POST /api/profile/survey-interactions {}). Every failure is silent: it is tried again next session.
 * `enabled`: the app is loaded, with a profile, and credits are on.
 */
export function useSurveyInvitation(enabled: boolean): void {
  const signedInId = useSignedInId();
  const ctas = useCallToActions(enabled).data;
  const hasSurveyCta = ctas?.data.some((cta) => cta.category === 'SURVEY') ?? false;

  useEffect(() => {
    if (!enabled || !hasSurveyCta || !signedInId || invitedThisSession.has(signedInId)) return;
    invitedThisSession.add(signedInId);
    void (async () => {
      try {
        const interactions = await fetchSurveyInteractions();
        if (interactions.totalCount === 0) await createSurveyInvitation();
      } catch {
        // Silent by design (spec 000 §8): the next session tries again.
      }
    })();
  }, [enabled, hasSurveyCta, signedInId]);
}
