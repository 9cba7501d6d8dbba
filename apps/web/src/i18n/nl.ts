// The one Dutch catalogue of every text the app shows. Texts quoted in the specification are copied word
// for word; ICU syntax ({name}) is used for values. Keys are grouped by the screen or part that uses them.
export const nl = {
  'app.name': 'Achterhoek Mobiel',
  'app.documentTitle': '{page} – Achterhoek Mobiel',

  'common.loading': 'Bezig met laden…',
  'common.retry': 'Opnieuw proberen',
  'common.startupError': 'Een onbekende fout is opgetreden. Mogelijk moet de app opnieuw gestart worden.',
  'common.serverUnavailable':
    'De server van de aanbieder is momenteel niet beschikbaar, probeer het later opnieuw',

  'notifications.close': 'Melding sluiten',

  'auth.login': 'Aanmelden',
  'auth.register': 'Registreren',
  'auth.sessionInvalid': 'Je sessie is niet meer geldig, meld je opnieuw aan',
  'auth.signinFailed': 'Aanmelden is niet gelukt. Probeer het opnieuw.',

  'version.line': 'Versie {version}, gebouwd op {buildTime}',
  'version.unavailable': 'De versie van de app kon niet worden opgehaald.',

  'shell.back': 'Terug',
  'shell.profileMenu': 'Profielmenu',
  'shell.delegating': 'Je gebruikt de app namens iemand anders',
  'shell.myProfile': 'Mijn profiel',
  'shell.logout': 'Afmelden',
  'shell.mainNavigation': 'Hoofdmenu',
  'shell.nav.home': 'Home',
  'shell.nav.planner': 'Planner',
  'shell.nav.trips': 'Ritten',
  'shell.nav.community': 'Community',
  'shell.nav.profile': 'Profiel',
  'shell.unreadMessages': 'Ongelezen berichten',

  'landing.intro':
    'Plan je reis van deur tot deur met bus, trein en meerijden, of bied zelf een rit aan aan iemand uit de buurt.',

  'home.greeting.morning': 'Goedemorgen {name}',
  'home.greeting.afternoon': 'Goedemiddag {name}',
  'home.greeting.evening': 'Goedenavond {name}',
  'home.welcome':
    'Welkom bij Achterhoek Mobiel. Hier plan je je reizen, bied je ritten aan en houd je contact met de community.',

  'logout.title': 'Tot ziens',
  'logout.text': 'Je bent afgemeld. Bedankt voor het gebruiken van Achterhoek Mobiel.',
  'logout.busy': 'Je wordt afgemeld…',

  'sessionExpired.title': 'Sessie ongeldig',
  'sessionExpired.text': 'Je wordt zo doorgestuurd om opnieuw aan te melden.',

  'notFound.title': 'Pagina niet gevonden',
  'notFound.text': 'De pagina {path} bestaat niet.',
  'notFound.toHome': 'Naar Home',

  'about.title': 'Over deze app',
  'about.intro':
    'Achterhoek Mobiel is de app van de vereniging Achterhoek Mobiel. Leden helpen elkaar op weg: met het openbaar vervoer, door mee te rijden of door zelf een rit aan te bieden.',
  'about.versionTitle': 'Versie',
  'about.sourcesTitle': 'Gegevensbronnen en licenties',
  'about.sourcesDemo':
    'De reisplanner gebruikt nog geen regiogegevens. Zodra de demoregio of echte gegevens zijn ingelezen, staan hier hun bronnen en licenties.',
  'about.sourcesImported':
    'Worden echte regiogegevens ingelezen, dan noemen we hier de bronnen: de landelijke dienstregeling van het openbaar vervoer (OVapi, CC0) en het wegennet uit OpenStreetMap (© OpenStreetMap-bijdragers, ODbL).',
  'about.stackTitle': 'Gebouwd met open source',
  'about.stackIntro': 'Deze app is gemaakt met onder andere deze open-sourceprojecten:',
  'about.stackItem': '{name} ({licence})',
  'about.termsLink': 'Lees de gebruiksvoorwaarden',

  'terms.title': 'Gebruiksvoorwaarden',
  'terms.intro':
    'Deze voorwaarden gelden voor iedereen die de app Achterhoek Mobiel gebruikt. De app is van de vereniging Achterhoek Mobiel, een vereniging van inwoners die elkaar helpen om zonder eigen auto op weg te komen.',
  'terms.membership.title': 'Lidmaatschap',
  'terms.membership.body':
    'Om de app te gebruiken word je lid van de vereniging. Het lidmaatschap is verplicht en gratis. Je wordt lid door je te registreren en deze voorwaarden te accepteren. Je kunt je lidmaatschap altijd opzeggen door je account te laten verwijderen.',
  'terms.age.title': 'Leeftijd',
  'terms.age.body':
    'Je moet minimaal 16 jaar oud zijn om lid te worden. Ben je jonger, dan heb je toestemming nodig van een ouder of voogd.',
  'terms.rides.title': 'Samen reizen',
  'terms.rides.body':
    'Chauffeurs rijden met hun eigen auto en zorgen voor een geldig rijbewijs, een verzekerde auto en veilig rijgedrag. Passagiers en chauffeurs houden zich aan de afspraken die ze in de app maken. Kun je niet, annuleer dan zo snel mogelijk, zodat de ander een andere oplossing kan zoeken.',
  'terms.credits.title': 'Credits',
  'terms.credits.body':
    'In de app betaal je met credits. Je koopt credits met iDEAL en je kunt ze weer inwisselen voor euro’s op je eigen bankrekening, of schenken aan een goed doel. Voor een rit worden credits gereserveerd bij het boeken; de chauffeur ontvangt ze nadat de rit is bevestigd. Over credits krijg je geen rente.',
  'terms.privacy.title': 'Privacy',
  'terms.privacy.body':
    'De vereniging gebruikt je gegevens alleen om de app te laten werken: om ritten te plannen, je in contact te brengen met andere leden en credits te verrekenen. We verkopen je gegevens nooit. Je mag altijd vragen welke gegevens we van je hebben en je kunt ze laten aanpassen of verwijderen, volgens de Algemene verordening gegevensbescherming (AVG).',
  'terms.liability.title': 'Verantwoordelijkheid',
  'terms.liability.body':
    'De vereniging brengt leden met elkaar in contact, maar is geen vervoerder. Ieder lid is zelf verantwoordelijk voor wat hij of zij onderweg doet. Wie misbruik maakt van de app of andere leden slecht behandelt, kan door het bestuur worden geschorst.',
  'terms.changes.title': 'Wijzigingen',
  'terms.changes.body':
    'Het bestuur kan deze voorwaarden aanpassen. Belangrijke wijzigingen laten we je vooraf in de app weten.',
} as const;

export type MessageId = keyof typeof nl;

declare global {
  // Registers the catalogue's keys with react-intl so a mistyped message id is a type error.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
