// The texts of the first pages: everything the app can show before anyone is signed in (loading and
// error states, landing, logout, session expired). They come with the app's first chunk; every other text
// is in nl-pages.ts, which the signed-in pages load (see intl.ts). A test checks that the code of the first
// pages uses no other text (first-pages.test.ts).
export const nlFirstPages = {
  'app.name': 'Achterhoek Mobiel',
  'app.documentTitle': '{page} – Achterhoek Mobiel',
  'common.loading': 'Bezig met laden…',
  'common.retry': 'Opnieuw proberen',
  'common.startupError': 'Een onbekende fout is opgetreden. Mogelijk moet de app opnieuw gestart worden.',
  // No connection (offline/connectivity.ts): said by every page's error state and the offline banner.
  'offline.title': 'Geen internetverbinding',
  'offline.error': 'Geen internetverbinding. Zodra er weer verbinding is, probeert de app het opnieuw.',
  'common.serverUnavailable':
    'De server van de aanbieder is momenteel niet beschikbaar, probeer het later opnieuw',
  'notifications.close': 'Melding sluiten',
  'api.rateLimited': '{message}',
  'auth.login': 'Aanmelden',
  'auth.register': 'Registreren',
  // The landing page for someone signed in who left registration with 'Terug' on its first step.
  'landing.noProfile': 'Je bent nog niet geregistreerd. Registreer je om de app te gebruiken.',
  'landing.logout': 'Afmelden',
  'auth.sessionInvalid': 'Je sessie is niet meer geldig, meld je opnieuw aan',
  'auth.signinFailed': 'Aanmelden is niet gelukt. Probeer het opnieuw.',
  'version.line': 'Versie {version}, gebouwd op {buildTime}',
  'version.unavailable': 'De versie van de app kon niet worden opgehaald.',
  'messaging.received': '{title}: {body}',
  // Said by the start-up frame when the server no longer lets a caregiver act for somebody.
  'delegation.acting.refused':
    'Je kunt de app niet meer namens deze persoon gebruiken. Je gebruikt de app weer voor jezelf.',
  'landing.intro':
    'Plan je reis van deur tot deur met bus, trein en meerijden, of bied zelf een rit aan aan iemand uit de buurt.',
  'settings.devicePush': 'Meldingen op dit apparaat aanzetten',
  'settings.devicePushOn': 'Meldingen staan aan op dit apparaat.',
  'settings.devicePushFailed':
    'Meldingen konden niet worden aangezet. Controleer de instellingen van je browser.',
  'logout.title': 'Tot ziens',
  'logout.text': 'Je bent afgemeld. Bedankt voor het gebruiken van Achterhoek Mobiel.',
  'logout.busy': 'Je wordt afgemeld…',
  'sessionExpired.title': 'Sessie ongeldig',
  'sessionExpired.text': 'Je wordt zo doorgestuurd om opnieuw aan te melden.',
  // Reachable from the messaging feature's surface, which the first pages import for signing out.
  'messaging.startFailed': 'Het gesprek kon niet worden geopend.',
  // Home 'Updates': the calls to action (issue 29).
  'home.updates.title': 'Updates',
  'survey.start.unavailable': 'Er is op dit moment geen enquête voor je.',
  'survey.start.error': 'Fout bij het openen van de enquête.',
} as const;
