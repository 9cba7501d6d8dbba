// The texts of the trip search (Search), the page a passenger opens most after Home: loaded with it and
// Home's texts, before the texts of every other page (nl-pages.ts), which Search loads only once it has
// painted (see intl.ts). A test checks that Search's code uses no other text (page-texts.test.ts).
export const nlSearch = {
  'planner.search.title': 'Waar wil je heen?',
  'planner.search.swapped': 'Van en naar zijn omgewisseld.',
  'planner.search.when': 'Wanneer reis je?',
  'planner.search.options': 'Ritvoorkeuren',
  'planner.search.submit': 'Plan je rit!',

  // The date and time of a trip or ride, and the calendar of the date picker.
  'travelTime.departure': 'Vertrek',
  'travelTime.arrival': 'Aankomst',
  'travelTime.date': 'Datum',
  'travelTime.time': 'Tijd',
  'travelTime.inPast': 'De geselecteerde tijd ligt in het verleden.',
  'travelTime.calendar.monthLevel': 'Kies een maand',
  'travelTime.calendar.yearLevel': 'Kies een jaar',
  'travelTime.calendar.previousMonth': 'Vorige maand',
  'travelTime.calendar.nextMonth': 'Volgende maand',
  'travelTime.calendar.previousYear': 'Vorig jaar',
  'travelTime.calendar.nextYear': 'Volgend jaar',
  'travelTime.calendar.previousDecade': 'Vorige tien jaar',
  'travelTime.calendar.nextDecade': 'Volgende tien jaar',
};
