import { SURVEY_COMPLETION_FAILED_TEXT, SURVEY_NOT_FOUND_MESSAGE } from '@achterhoek/contracts';
import { Alert, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { LoadingState } from '../../../components/LoadingState';
import { Page } from '../../../components/Page';
import { isApiError, NETWORK_ERROR_STATUS } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { useRefreshRewards } from '../api/queries';
import { fetchSurveyInteractions, markSurveySubmitted } from '../api/rewardsApi';
import { LinkButton } from '../../../components/LinkButton';

/** The server's words for a refusal; none for a missing connection or an unknown failure. */
function serverMessage(error: unknown): string | null {
  if (!isApiError(error) || error.status === NETWORK_ERROR_STATUS || error.status >= 500) return null;
  return error.message;
}

/**
 * /survey-completed/{incentiveCode?} (spec 001 §2.14): the survey sends the person back here. The page
 * finds their interaction of the survey the incentive rewards (the newest), marks it submitted (which
 * earns the reward once; a second time changes nothing) and continues to Home with a word of thanks. On
 * failure it says 'Verwerken van de afronding van de enquête is helaas niet gelukt.' with the server's
 * reason, and a button to Home.
 */
export function SurveyCompletedPage() {
  const navigate = useNavigate();
  const { incentiveCode } = useParams();
  const refresh = useRefreshRewards();
  const [failure, setFailure] = useState<{ message: string | null } | null>(null);
  // Once per visit: React may run the effect twice, the server must hear it once.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      try {
        const [interaction] = (await fetchSurveyInteractions(incentiveCode)).data;
        if (!interaction) {
          setFailure({ message: SURVEY_NOT_FOUND_MESSAGE });
          return;
        }
        await markSurveySubmitted(interaction.id);
        void refresh();
        notify.info('survey.completed.done');
        void navigate(paths.home, { replace: true });
      } catch (error) {
        if (isApiError(error) && error.status === 401) return;
        setFailure({ message: serverMessage(error) });
      }
    })();
  }, [incentiveCode, navigate, refresh]);

  return (
    <Page title="survey.completed.title">
      {failure ? (
        <Alert color="red" variant="light" role="alert">
          <Stack gap="sm" align="flex-start">
            <Text fw={700}>{SURVEY_COMPLETION_FAILED_TEXT}</Text>
            {failure.message && <Text>{failure.message}</Text>}
            <LinkButton to={paths.home} replace label="survey.completed.home" />
          </Stack>
        </Alert>
      ) : (
        <>
          <Text>
            <FormattedMessage id="survey.completed.busy" />
          </Text>
          <LoadingState />
        </>
      )}
    </Page>
  );
}
