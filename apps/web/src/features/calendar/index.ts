// The calendar feature's public surface: the button that puts a trip or ride in the phone's calendar. Its
// page (the private feed) is loaded by the route table.
export { CalendarDownloadButton } from './components/CalendarDownloadButton';
export type { CalendarItem } from './api/calendarApi';
