import type { CallToAction, Reward, SurveyInteraction } from '@achterhoek/contracts';

// Test data for the rewards, calls to action and surveys: the server's answers as it would send them.

export function reward(id: number, overrides: Partial<Reward> = {}): Reward {
  return {
    id,
    urn: `urn:nb:bn:reward:${id}`,
    rewardTime: '2025-03-04T10:15:00+01:00',
    amount: 25,
    incentive: {
      code: 'profile-starter',
      description: 'Profiel aangemaakt',
      redemption: false,
      category: 'CARPOOL',
    },
    cancelTime: null,
    paidOut: true,
    recipient: { managedIdentity: 'user-1', givenName: 'Gerda', familyName: 'Wassink' },
    factContext: 'urn:nb:kc:user:user-1',
    ...overrides,
  };
}

export function cta(code: CallToAction['code'], overrides: Partial<CallToAction> = {}): CallToAction {
  return {
    code,
    category: 'SURVEY',
    description: 'Enquête ingevuld',
    amount: 40,
    relative: false,
    redemption: false,
    maxAmount: null,
    ctaTitle: 'Vul onze enquête in',
    ctaBody: 'Vertel ons wat je van de app vindt en ontvang 40 credits.',
    ctaButtonLabel: 'Naar de enquête',
    ctaButtonAction: 'start-survey',
    ...overrides,
  };
}

export function interaction(id: number, overrides: Partial<SurveyInteraction> = {}): SurveyInteraction {
  return {
    id,
    urn: `urn:nb:pf:survey-interaction:${id}`,
    survey: {
      id: 'survey-0',
      urn: 'urn:nb:pf:survey:survey-0',
      title: 'Demo-enquête',
      surveyUrl: '/api/profile/demo-survey',
      startTime: '2025-01-01T00:00:00+01:00',
      endTime: null,
      takeDelayHours: 0,
      takeIntervalHours: null,
      incentiveCode: 'survey-0',
      rewardCredits: 40,
    },
    invitationTime: '2025-03-04T10:00:00+01:00',
    invitationCount: 1,
    redirectTime: null,
    submitTime: null,
    expired: false,
    surveyUrl: '/api/profile/demo-survey?NetmobielID=user-1',
    ...overrides,
  };
}
