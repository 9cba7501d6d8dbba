import { Button, List, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useIntl } from 'react-intl';
import { TitledDialog } from '../../../components/TitledDialog';
import { useAppConfig } from '../../../lib/app-config-context';
import { IconPhone } from './icons';

/**
 * 'Bel de regiotaxi' (spec 000 §2 Search results) and the information it opens: the regional taxi is
 * the fallback when no trip fits, booked by phone only, at the usual 1 credit per kilometre, reached at
 * a premium rate of 0.10 euro per minute, running from 6:00 to 1:00, with the credits deducted within
 * a few weeks (spec 000 §1). The number comes from the server's configuration (`REGIOTAXI_PHONE`) and is
 * called with one large button, a `tel:` link of its digits.
 */
export function RegionalTaxiDialog() {
  const intl = useIntl();
  const { regionalTaxiPhone } = useAppConfig();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="outline" size="md" leftSection={<IconPhone size={20} />} onClick={open}>
        {intl.formatMessage({ id: 'planner.taxi.open' })}
      </Button>
      <TitledDialog opened={opened} onClose={close} title="planner.taxi.title" namedCloseButton>
        <Text>{intl.formatMessage({ id: 'planner.taxi.intro' })}</Text>
        <Text fw={700} size="lg">
          {intl.formatMessage({ id: 'planner.taxi.number' }, { phone: regionalTaxiPhone })}
        </Text>
        <Button
          component="a"
          href={telLink(regionalTaxiPhone)}
          size="lg"
          fullWidth
          leftSection={<IconPhone size={22} />}
        >
          {intl.formatMessage({ id: 'planner.taxi.call' }, { phone: regionalTaxiPhone })}
        </Button>
        <List spacing={6}>
          <List.Item>{intl.formatMessage({ id: 'planner.taxi.fare' })}</List.Item>
          <List.Item>{intl.formatMessage({ id: 'planner.taxi.phoneRate' })}</List.Item>
          <List.Item>{intl.formatMessage({ id: 'planner.taxi.hours' })}</List.Item>
          <List.Item>{intl.formatMessage({ id: 'planner.taxi.deduction' })}</List.Item>
        </List>
        <Button variant="default" onClick={close} data-autofocus>
          {intl.formatMessage({ id: 'common.close' })}
        </Button>
      </TitledDialog>
    </>
  );
}

/** A `tel:` link dials the digits (and a leading +) only: the spaces and dashes are for reading. */
function telLink(phone: string): string {
  return `tel:${phone.replace(/[^+0-9]/g, '')}`;
}
