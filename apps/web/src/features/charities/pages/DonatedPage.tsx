import { Button, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { Link, useParams } from 'react-router';
import { Page } from '../../../components/Page';
import { charityDetailPath, paths } from '../../../lib/paths';

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
      {/^\d+$/.test(id) && (
        <Button component={Link} to={charityDetailPath(id)}>
          <FormattedMessage id="charities.donated.toCharity" />
        </Button>
      )}
      <Button component={Link} to={paths.credits} variant="light">
        <FormattedMessage id="charities.donated.toCredits" />
      </Button>
    </Page>
  );
}
