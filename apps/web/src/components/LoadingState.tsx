import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { FormattedMessage } from 'react-intl';

interface LoadingStateProps {
  /** Fill the screen (start-up, guard) instead of a block inside a page. */
  fullPage?: boolean;
}

/** A spinner that screen readers announce as 'Bezig met laden…'. */
export function LoadingState({ fullPage = false }: LoadingStateProps) {
  return (
    <Center role="status" mih={fullPage ? '100dvh' : 80}>
      <Loader aria-hidden="true" />
      <VisuallyHidden>
        <FormattedMessage id="common.loading" />
      </VisuallyHidden>
    </Center>
  );
}
