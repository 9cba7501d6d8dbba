import type { RealmRole } from '@achterhoek/contracts';

/** The travel role each demo user gets in their profile (the profile issue seeds the profiles). */
export type DemoTravelRole = 'passenger' | 'driver' | 'both';

export interface DemoAccount {
  email: string;
  givenName: string;
  familyName: string;
  realmRoles: RealmRole[];
  travelRole: DemoTravelRole;
  description: string;
}

/** Listed in the README; everyone shares this password so a tester can switch accounts quickly. */
export const DEMO_PASSWORD = 'demo1234';

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    email: 'gerda@example.nl',
    givenName: 'Gerda',
    familyName: 'Wassink',
    realmRoles: [],
    travelRole: 'passenger',
    description: 'passagier',
  },
  {
    email: 'henk@example.nl',
    givenName: 'Henk',
    familyName: 'Lubbers',
    realmRoles: [],
    travelRole: 'driver',
    description: 'chauffeur',
  },
  {
    email: 'marieke@example.nl',
    givenName: 'Marieke',
    familyName: 'ter Horst',
    realmRoles: [],
    travelRole: 'both',
    description: 'passagier en chauffeur',
  },
  {
    email: 'jan@example.nl',
    givenName: 'Jan',
    familyName: 'Bomers',
    realmRoles: ['delegate'],
    travelRole: 'passenger',
    description: 'mantelzorger (gemachtigde)',
  },
  {
    email: 'ingrid@example.nl',
    givenName: 'Ingrid',
    familyName: 'Hulshof',
    realmRoles: ['treasurer'],
    travelRole: 'passenger',
    description: 'penningmeester',
  },
  {
    email: 'beheer@example.nl',
    givenName: 'Bart',
    familyName: 'Kempers',
    realmRoles: ['admin'],
    travelRole: 'both',
    description: 'beheerder',
  },
];
