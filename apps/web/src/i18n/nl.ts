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

  'messaging.received': '{title}: {body}',
  'messaging.inbox.title': 'Berichten',
  'messaging.inbox.actual': 'Actueel',
  'messaging.inbox.archived': 'Archief',
  'messaging.inbox.emptyActual': 'Geen actuele berichten beschikbaar',
  'messaging.inbox.emptyArchived': 'Geen gearchiveerde berichten beschikbaar',
  'messaging.inbox.error': 'Fout bij het ophalen van je berichten.',
  'messaging.inbox.unread': '{count, plural, one {# ongelezen bericht} other {# ongelezen berichten}}',
  'messaging.conversation.title': 'Gesprek',
  'messaging.conversation.loading': 'Berichten ophalen...',
  'messaging.conversation.error': 'Fout bij het ophalen van de berichten.',
  'messaging.conversation.unreadMarker': 'Ongelezen berichten',
  'messaging.conversation.messageFor': 'Bericht voor {name}',
  'messaging.conversation.send': 'Versturen',
  'messaging.sendFailed': 'Versturen van bericht is niet gelukt.',

  'community.title': 'Community',
  'community.messages': 'Berichten',
  'community.delegates': 'Gemachtigden',

  'landing.intro':
    'Plan je reis van deur tot deur met bus, trein en meerijden, of bied zelf een rit aan aan iemand uit de buurt.',

  'home.greeting.morning': 'Goedemorgen {name}',
  'home.greeting.afternoon': 'Goedemiddag {name}',
  'home.greeting.evening': 'Goedenavond {name}',
  'home.welcome':
    'Welkom bij Achterhoek Mobiel. Hier plan je je reizen, bied je ritten aan en houd je contact met de community.',

  'common.required': 'Verplicht veld',
  'common.fieldRequired': 'Veld is verplicht',
  'common.invalidEmail': 'Ongeldig email adres',
  'common.save': 'Opslaan',
  'common.cancel': 'Annuleren',
  'common.close': 'Sluiten',
  'common.back': 'Terug',
  'common.next': 'Verder',
  'common.networkError': 'Netwerkstoring',

  'address.label': 'Woonadres',
  'address.hint': 'Typ minimaal 3 letters en kies je adres uit de lijst.',
  'address.searching': 'Adressen zoeken…',
  'address.none': 'Geen adressen gevonden. Probeer een andere schrijfwijze.',
  'address.unavailable': 'Adressen zoeken lukt nu niet. Probeer het later opnieuw.',
  'address.chosen': 'Gekozen adres: {label}',

  'dateOfBirth.label': 'Geboortedatum',
  'dateOfBirth.hint': 'Schrijf de datum als DD-MM-JJJJ, bijvoorbeeld 15-03-1950.',
  'dateOfBirth.placeholder': 'DD-MM-JJJJ',
  'dateOfBirth.clear': 'Datum wissen',
  'dateOfBirth.invalid': 'Ongeldige datum',
  'dateOfBirth.outOfRange': 'Kies een datum tussen 01-01-1920 en vandaag.',
  'dateOfBirth.future': 'De datum mag niet na vandaag liggen.',

  'externalLink.title': 'Open deze pagina in je browser',
  'externalLink.text':
    'Deze link kan in de app niet geopend worden. Kopieer het adres en plak het in je internetbrowser.',
  'externalLink.address': 'Webadres',
  'externalLink.copy': 'Kopieer adres',
  'externalLink.copied': 'Gekopieerd',
  'externalLink.newWindow': '(opent in een nieuw venster)',

  'registration.stepOf': 'Stap {step} van {total}',
  'registration.welcome.title': 'Welkom!',
  'registration.welcome.text':
    'Fijn dat je meedoet. Om de app te gebruiken word je lid van de vereniging; dat is verplicht en gratis. Controleer je gegevens en geef je akkoord.',
  'registration.firstName': 'Voornaam',
  'registration.lastName': 'Achternaam',
  'registration.email': 'E-mailadres',
  'registration.safetyTitle': 'Veiligheidsrichtlijnen',
  'registration.safetyText':
    'Spreek af op een plek waar meer mensen zijn, vertel iemand met wie je meerijdt en stap niet in als je je er niet prettig bij voelt. Chauffeurs rijden rustig en houden zich aan de verkeersregels.',
  'registration.safetyAccept': 'Ik heb de veiligheidsrichtlijnen gelezen en houd me eraan',
  'registration.ageAccept': 'Ik ben 16 jaar of ouder, of ik heb toestemming van mijn ouders of voogd',
  'registration.requiredAlert':
    'Vul alle verplichte velden in en ga akkoord gaan met de voorwaarden om door te kunnen gaan.',
  'registration.terms.title': 'Gebruiksvoorwaarden',
  'registration.terms.accept': 'Ik ga akkoord met de gebruiksvoorwaarden',
  'registration.address.title': 'Waar woon je?',
  'registration.address.text':
    'Met je woonadres zoeken we ritten en oproepen in jouw buurt. Andere leden zien je adres niet.',
  'registration.role.title': 'Hoe ga je de app gebruiken?',
  'registration.role.text': 'Je kunt dit later altijd veranderen bij Instellingen.',
  'registration.role.label': 'Ik gebruik de app als',
  'registration.role.passenger': 'Passagier - Meerijden of via het OV',
  'registration.role.driver': 'Chauffeur - Zelf ritten aanbieden',
  'registration.role.both': 'Beide',
  'registration.create': 'Aanmaken',
  'registration.finish.title': 'Profiel aanmaken',
  'registration.finish.busy': 'Je profiel wordt aangemaakt…',
  'registration.finish.created': 'Profiel aangemaakt!',
  'registration.finish.exists': 'Profiel bestaat al!',
  'registration.finish.continue': 'Je gaat zo verder naar de app.',
  'registration.finish.missingData': 'Ontbrekende data (email, voornaam of achternaam).',
  'registration.finish.consent': 'Ga akkoord met de gevraagde voorwaarden.',

  'onboarding.title': 'Je geboortedatum',
  'onboarding.text': 'Vul je geboortedatum in, dan is je profiel compleet.',
  'onboarding.saveError': 'Fout bij het opslaan van je geboortedatum.',
  'onboardingComplete.title': 'Profiel ingevuld',
  'onboardingComplete.text': 'Je profiel is compleet. Wat wil je nu doen?',
  'onboardingComplete.toModeSelection': 'Een rit plannen of aanbieden',
  'onboardingComplete.toProfile': 'Naar mijn profiel',

  'profile.title': 'Mijn profiel',
  'profile.none': 'Je hebt nog geen profiel. Maak eerst je profiel aan.',
  'profile.createProfile': 'Profiel aanmaken',
  'profile.loadError': 'Je profiel kon niet worden geladen.',
  'profile.photoOf': 'Profielfoto van {name}',
  'profile.editPhoto': 'Bewerk',
  'profile.editPhotoLabel': 'Bewerk profielfoto',
  'profile.photoSaving': 'Je foto wordt opgeslagen…',
  'profile.photoSaved': 'Je profielfoto is opgeslagen.',
  'profile.photoError': 'Fout bij het opslaan van je profielfoto.',
  'profile.photoType': 'Kies een foto van het type jpeg, gif of png.',
  'profile.photoBlocked.title': 'Foto wijzigen niet mogelijk',
  'profile.photoBlocked.text':
    'Door een technisch probleem kan de foto hier helaas niet gewijzigd worden. Probeer het later opnieuw of gebruik de app in een internetbrowser.',
  'profile.incomplete': 'Je profiel is nog niet compleet: je geboortedatum ontbreekt.',
  'profile.incompleteAction': 'Geboortedatum invullen',
  'profile.navigation': 'Profiel en instellingen',
  'profile.account': 'Account',
  'profile.accountHint': 'Naam, contactgegevens, bankrekening en adres',
  'profile.credits': 'Credits',
  'profile.creditsHint': 'Je saldo, credits kopen en opnemen',
  'profile.reviews': 'Mijn beoordelingen',
  'profile.reviewsHint': 'Complimenten en beoordelingen die je kreeg',
  'profile.settings': 'Instellingen',
  'profile.settingsHint': 'Meldingen en hoe je de app gebruikt',
  'profile.faq': 'FAQ',
  'profile.faqHint': 'Veelgestelde vragen',
  'profile.privacy': 'Privacy',
  'profile.privacyHint': 'Hoe we met je gegevens omgaan',
  'profile.terms': 'Gebruiksvoorwaarden',
  'profile.about': 'Over deze app',
  'profile.logout': 'Afmelden',

  'account.title': 'Account',
  'account.personal': 'Persoonlijke gegevens',
  'account.firstName': 'Voornaam',
  'account.lastName': 'Achternaam',
  'account.email': 'E-mailadres',
  'account.emailHint': 'Je e-mailadres kun je hier niet wijzigen.',
  'account.phone': 'Telefoonnummer',
  'account.phoneHint': 'Bijvoorbeeld 06 12345678',
  'account.invalidPhone': 'Ongeldig nummer',
  'account.bank': 'Bankrekening',
  'account.bankText': 'Nodig om credits in te wisselen voor geld op je bankrekening.',
  'account.iban': 'IBAN',
  'account.invalidIban': 'Ongeldig IBAN rekeningnummer',
  'account.ibanHolder': 'Naam rekeninghouder',
  'account.address': 'Adres',
  'account.saved': 'Je gegevens zijn opgeslagen.',
  'account.saveError': 'Fout bij het opslaan van je gegevens.',
  'account.invalidValue': 'Deze waarde is niet geldig.',

  'settings.title': 'Instellingen',
  'settings.roleLegend': 'Ik gebruik de app als',
  'settings.role.passenger': 'Passagier',
  'settings.role.both': 'Passagier + Chauffeur',
  'settings.role.driver': 'Chauffeur',
  'settings.notificationsTitle': 'Meldingen',
  'settings.devicePush': 'Meldingen op dit apparaat aanzetten',
  'settings.devicePushOn': 'Meldingen staan aan op dit apparaat.',
  'settings.devicePushFailed':
    'Meldingen konden niet worden aangezet. Controleer de instellingen van je browser.',
  'settings.notificationsText': 'Kies waarover je een melding wilt krijgen.',
  'settings.option.tripConfirmations': 'Bevestigingen van ritten',
  'settings.option.tripUpdates': 'Wijzigingen in ritten',
  'settings.option.tripReminders': 'Herinnering vlak voor vertrek',
  'settings.option.messages': 'Nieuwe berichten',
  'settings.option.shoutouts': 'Nieuwe oproepen in de buurt',
  'settings.saved': 'Je instellingen zijn opgeslagen.',
  'settings.saveError': 'Fout bij het opslaan van je instellingen.',

  'userProfile.loadError': 'Dit profiel kon niet worden geladen.',
  'userProfile.notFound': 'Dit profiel bestaat niet (meer).',
  'userProfile.age': '{age} jaar',
  'userProfile.photoOf': 'Foto van {name}',
  'userProfile.compliments': 'Complimenten',
  'userProfile.noCompliments': 'Nog geen complimenten ontvangen.',
  'userProfile.complimentCount': '{count}×',
  'userProfile.reviews': 'Beoordelingen',
  'userProfile.noReviews': 'Nog geen beoordelingen ontvangen.',
  'userProfile.reviewBy': '{name} op {date}',
  'userProfile.listError': 'Fout bij het ophalen van de beoordelingen.',
  'compliment.SAME_INTERESTS': 'Zelfde interesses',
  'compliment.ON_TIME': 'Op tijd',
  'compliment.TALKS_EASILY': 'Makkelijk in gesprek',
  'compliment.SOCIABLE': 'Gezellig',
  'compliment.NEATLY': 'Netjes',
  'compliment.NICE_CAR': 'Mooie auto',

  'modeSelection.title': 'Wat wil je doen?',
  'modeSelection.plan': 'Een rit plannen',
  'modeSelection.planHint': 'Reis mee met iemand of met het openbaar vervoer.',
  'modeSelection.offer': 'Een rit aanbieden',
  'modeSelection.offerHint': 'Neem iemand mee in je eigen auto.',

  'howTo.title': 'Hoe werkt het?',
  'howTo.tabsLabel': 'Uitleg voor',
  'howTo.passenger': 'Passagier',
  'howTo.driver': 'Chauffeur',
  'howTo.slidePosition': 'Uitleg {current} van {total}',
  'howTo.previous': 'Vorige',
  'howTo.next': 'Volgende',
  'howTo.p.credits.title': 'Credits kopen',
  'howTo.p.credits.text': 'Je betaalt je ritten met credits. Die koop je eenvoudig met iDEAL.',
  'howTo.p.credits.action': 'Credits kopen',
  'howTo.p.search.title': 'Plan je rit',
  'howTo.p.search.text':
    'Vertel waar je heen wilt en wanneer. De app zoekt een reis met bus, trein of een chauffeur uit de buurt.',
  'howTo.p.search.action': 'Rit plannen',
  'howTo.p.shoutOut.title': 'Plaats een oproep',
  'howTo.p.shoutOut.text':
    'Niets gevonden? Vraag de community om een rit. Chauffeurs in de buurt zien je oproep en doen een aanbod.',
  'howTo.p.shoutOut.action': 'Naar oproepen',
  'howTo.p.charity.title': 'Steun een goed doel',
  'howTo.p.charity.text': 'Credits over? Schenk ze aan een goed doel in de Achterhoek.',
  'howTo.p.charity.action': 'Goede doelen bekijken',
  'howTo.d.plan.title': 'Bied een rit aan',
  'howTo.d.plan.text': 'Rij je toch al ergens heen? Bied je rit aan, dan kan iemand uit de buurt meerijden.',
  'howTo.d.plan.action': 'Rit aanbieden',
  'howTo.d.shoutOuts.title': 'Help bij een oproep',
  'howTo.d.shoutOuts.text': 'Passagiers vragen de community soms om een rit. Kijk of jij kunt helpen.',
  'howTo.d.shoutOuts.action': 'Oproepen bekijken',
  'howTo.d.credits.title': 'Verdien credits',
  'howTo.d.credits.text':
    'Voor elke rit krijg je credits. Wissel ze in voor geld of schenk ze aan een goed doel.',
  'howTo.d.credits.action': 'Goede doelen bekijken',
  'howTo.website.title': 'Meer weten?',
  'howTo.website.text': 'Op de website van de vereniging lees je alles over Achterhoek Mobiel.',
  'howTo.website.action': 'Naar de website',

  'home.howTo': 'Hoe werkt het?',

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
  'about.regionDemo': 'De reisplanner rekent nu met de demo-regio {name}. Gebruikte bronnen:',
  'about.regionImported': 'De reisplanner rekent nu met de ingelezen regio {name}. Gebruikte bronnen:',
  'about.regionSourcesLabel': 'Bronnen van de reisplanner',
  'about.roadsEstimated':
    'Autoritten en looproutes zijn een schatting: de afstand hemelsbreed maal 1,3, zonder wegenkaart.',
  'about.roadsOpenStreetMap': 'Autoritten en looproutes volgen het wegennet van OpenStreetMap.',
  'about.sourcesStops':
    'Haltes en stations komen uit <link>db-hafas-stations</link> (DB InfraGO, CC BY 4.0; © OpenStreetMap-bijdragers, ODbL); omdat dat pakket in veel dorpen geen bushalte kent, staan in de demo een paar dorpshaltes midden in het dorp, op de plek uit GeoNames.',
  'about.sourcesDemo':
    'Zolang er geen echte regiogegevens zijn ingelezen, rekent de reisplanner met een demo-dienstregeling die we zelf hebben geschreven. Dat is niet de echte dienstregeling: kijk voor je reis altijd ook bij de vervoerder.',
  'about.sourcesImported':
    'Zijn echte regiogegevens ingelezen, dan komt de dienstregeling uit de landelijke gtfs-nl-feed van OVapi (CC0).',
  'about.sourcesPlaces':
    'Plaatsnamen bij het zoeken naar een adres komen uit GeoNames (www.geonames.org, licentie CC BY 4.0).',
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
