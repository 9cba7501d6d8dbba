import { PagedCallToActionsSchema, type CallToAction, type CtaButtonAction } from '@achterhoek/contracts';
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-error';
import { useAppConfig } from '../../../lib/app-config-context';
import { notify } from '../../../lib/notify';
import { useAnswerOrLastSeen } from '../../../lib/offline/useAnswerOrLastSeen';
import { paths } from '../../../lib/paths';
import { sessionLog } from '../../../lib/session-log';
import { useCallToActions } from '../api/queries';
import { startSurvey } from '../lib/startSurvey';
import { useSeenOnce } from '../lib/useSeenOnce';

/**
 * Where a card's button leads inside the app: 'plan-ride' to the ride offer, 'onboarding-profile' to the
 * onboarding page; 'start-survey' leaves the app for the survey instead (reference §9).
 */
const ACTION_PATHS: Record<Exclude<CtaButtonAction, 'start-survey'>, string> = {
  'plan-ride': paths.plan,
  'onboarding-profile': paths.onboarding,
};

/**
 * Home 'Updates' (spec 000 §2): the calls to action as cards, each with its title, text and button. The
 * session log hears CTA_IN_VIEW (with the number of cards) once when they first come into view, and
 * CTA_SELECTED (with the card's code) on every button press (spec 001 §7). Nothing shows when there are
 * none, when they do not load (they are extra), or when credits are switched off.
 */
export function CallToActionCards() {
  const intl = useIntl();
  const { creditsEnabled } = useAppConfig();
  const navigate = useNavigate();
  const headingId = useId();
  const region = useRef<HTMLElement>(null);
  const [busy, setBusy] = useState<string | null>(null);
  // Painted at once from what this user last saw, so that the lists below do not move when the answer
  // comes; seen (for the session log) only once the server has said what there is.
  const answer = useCallToActions(creditsEnabled);
  const ctas = useAnswerOrLastSeen(answer, 'home.callToActions', PagedCallToActionsSchema)?.data ?? [];
  const shown = creditsEnabled && ctas.length > 0;

  useSeenOnce(region, shown && answer.isSuccess, () => sessionLog.recordCtaInView(ctas.length));

  if (!shown) return null;

  const choose = async (cta: CallToAction) => {
    sessionLog.recordCtaSelected(cta.code);
    if (cta.ctaButtonAction !== 'start-survey') {
      void navigate(ACTION_PATHS[cta.ctaButtonAction]);
      return;
    }
    setBusy(cta.code);
    try {
      if (!(await startSurvey(cta.code))) notify.info('survey.start.unavailable');
    } catch (error) {
      if (!(isApiError(error) && error.status === 401)) notify.error('survey.start.error');
    } finally {
      setBusy(null);
    }
  };

  return (
    <section ref={region} aria-labelledby={headingId}>
      <Title order={2} id={headingId} mb="sm">
        {intl.formatMessage({ id: 'home.updates.title' })}
      </Title>
      <Stack gap="sm">
        {ctas.map((cta) => (
          <CtaCard key={cta.code} cta={cta} busy={busy === cta.code} onChoose={() => void choose(cta)} />
        ))}
      </Stack>
    </section>
  );
}

function CtaCard({ cta, busy, onChoose }: { cta: CallToAction; busy: boolean; onChoose: () => void }) {
  const titleId = useId();
  return (
    <Card component="article" withBorder padding="md" aria-labelledby={titleId} data-testid="cta">
      <Stack gap="xs" align="flex-start">
        <Title order={3} id={titleId} size="h4" style={{ overflowWrap: 'anywhere' }}>
          {cta.ctaTitle}
        </Title>
        <Text style={{ overflowWrap: 'anywhere' }}>{cta.ctaBody}</Text>
        <Button onClick={onChoose} loading={busy} style={{ maxWidth: '100%' }}>
          {cta.ctaButtonLabel}
        </Button>
      </Stack>
    </Card>
  );
}
