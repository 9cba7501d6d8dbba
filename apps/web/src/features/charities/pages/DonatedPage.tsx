import { Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router';
import { Page } from '../../../components/Page';
import { charityDetailPath, paths } from '../../../lib/paths';
import { LinkButton } from '../../../components/LinkButton';

/** Reads /donated/{charityId};{charityName}: the id before the first ';', the (encoded) name after it. */
export function parseDonated(segment: string): { id: string; name: string } {
  const at = segment.indexOf(';');
  if (at < 0) return { id: segment, name: '' };
  let name = segment.slice(at + 1);
  try {
    name = decodeURIComponent(name);
  } catch {
    // A name that is not validly encoded is shown as it came.
  }
  return { id: segment.slice(0, at), name };
}

/** /donated/{charityId};{charityName} (spec 001 §2.12): thanks for the gift, with the ways back. */
export function DonatedPage() {
  const { id, name } = parseDonated(useParams().donation ?? '');
  return (
    <Page title="charities.donated.title">
      <Text size="lg">
        <FormattedMessage id="charities.donated.text" values={{ name }} />
      </Text>
      {/^\d+$/.test(id) && <LinkButton to={charityDetailPath(id)} label="charities.donated.toCharity" />}
      <LinkButton to={paths.credits} variant="light" label="charities.donated.toCredits" />
    </Page>
  );
}
