import type { UserRole } from '@achterhoek/contracts';
import type { MessageId } from '../../../i18n/nl';
import { paths } from '../../../lib/paths';

export interface HowToSlide {
  key: string;
  title: MessageId;
  text: MessageId;
  action: MessageId;
  /** An app path, or an external address (`external`). */
  to: string;
  external?: boolean;
  /** Only shown when credits are switched on. */
  needsCredits?: boolean;
}

const websiteSlide = (websiteUrl: string): HowToSlide => ({
  key: 'website',
  title: 'howTo.website.title',
  text: 'howTo.website.text',
  action: 'howTo.website.action',
  to: websiteUrl,
  external: true,
});

const passengerSlides: HowToSlide[] = [
  {
    key: 'credits',
    title: 'howTo.p.credits.title',
    text: 'howTo.p.credits.text',
    action: 'howTo.p.credits.action',
    to: paths.addCredits,
    needsCredits: true,
  },
  {
    key: 'search',
    title: 'howTo.p.search.title',
    text: 'howTo.p.search.text',
    action: 'howTo.p.search.action',
    to: paths.search,
  },
  {
    key: 'shoutOut',
    title: 'howTo.p.shoutOut.title',
    text: 'howTo.p.shoutOut.text',
    action: 'howTo.p.shoutOut.action',
    to: paths.shoutOuts,
  },
  {
    key: 'charity',
    title: 'howTo.p.charity.title',
    text: 'howTo.p.charity.text',
    action: 'howTo.p.charity.action',
    to: paths.charityOverview,
    needsCredits: true,
  },
];

const driverSlides: HowToSlide[] = [
  {
    key: 'plan',
    title: 'howTo.d.plan.title',
    text: 'howTo.d.plan.text',
    action: 'howTo.d.plan.action',
    to: paths.plan,
  },
  {
    key: 'shoutOuts',
    title: 'howTo.d.shoutOuts.title',
    text: 'howTo.d.shoutOuts.text',
    action: 'howTo.d.shoutOuts.action',
    to: paths.shoutOuts,
  },
  {
    key: 'credits',
    title: 'howTo.d.credits.title',
    text: 'howTo.d.credits.text',
    action: 'howTo.d.credits.action',
    to: paths.charityOverview,
    needsCredits: true,
  },
];

export type HowToAudience = 'passenger' | 'driver';

/** The slides for one audience; the last one links to the association's website. */
export function howToSlides(
  audience: HowToAudience,
  creditsEnabled: boolean,
  websiteUrl: string,
): HowToSlide[] {
  const slides = audience === 'passenger' ? passengerSlides : driverSlides;
  return [...slides.filter((slide) => creditsEnabled || !slide.needsCredits), websiteSlide(websiteUrl)];
}

/** Spec 000 §2 How-to: both tabs only for role both or an unknown role; otherwise the role's own slides. */
export function howToAudiences(role: UserRole | null | undefined): HowToAudience[] {
  if (role === 'passenger') return ['passenger'];
  if (role === 'driver') return ['driver'];
  return ['passenger', 'driver'];
}
