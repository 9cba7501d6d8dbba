import { Tabs } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useAppConfig } from '../../../lib/app-config-context';
import { useProfile } from '../../profile';
import { HowToSlides } from '../components/HowToSlides';
import { howToAudiences, howToSlides } from '../lib/howTo';
import { Page } from '../../../components/Page';

/** /howTo ('Hoe werkt het?'): short explanations with a way to try each part. */
export function HowToPage() {
  const intl = useIntl();
  const { creditsEnabled, links } = useAppConfig();
  const role = useProfile().data?.userRole;
  const audiences = howToAudiences(role);
  const [only] = audiences;

  return (
    <Page title="howTo.title">
      {audiences.length === 1 && only ? (
        <HowToSlides slides={howToSlides(only, creditsEnabled, links.website)} idPrefix={`howto-${only}`} />
      ) : (
        <Tabs defaultValue="passenger" keepMounted={false}>
          <Tabs.List grow aria-label={intl.formatMessage({ id: 'howTo.tabsLabel' })}>
            <Tabs.Tab value="passenger" fz="md">
              {intl.formatMessage({ id: 'howTo.passenger' })}
            </Tabs.Tab>
            <Tabs.Tab value="driver" fz="md">
              {intl.formatMessage({ id: 'howTo.driver' })}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="passenger" pt="md">
            <HowToSlides
              slides={howToSlides('passenger', creditsEnabled, links.website)}
              idPrefix="howto-passenger"
            />
          </Tabs.Panel>
          <Tabs.Panel value="driver" pt="md">
            <HowToSlides
              slides={howToSlides('driver', creditsEnabled, links.website)}
              idPrefix="howto-driver"
            />
          </Tabs.Panel>
        </Tabs>
      )}
    </Page>
  );
}
