// Pages of the association's website the app links to (spec 000 §2 Profile, How-to). They open outside
// the app; inside a native wrapper that cannot open links the user is asked to copy the address instead.
// PLACEHOLDER: the association has to confirm these addresses before going live.
export const externalLinks = {
  website: 'https://www.achterhoekmobiel.nl/',
  faq: 'https://www.achterhoekmobiel.nl/veelgestelde-vragen',
  privacy: 'https://www.achterhoekmobiel.nl/privacy',
} as const;
