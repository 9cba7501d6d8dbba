// Rewards, calls to action and surveys (issue 29): the pages are loaded by the route table.
export { CallToActionCards } from './components/CallToActionCards';
export { useSurveyInvitation } from './lib/useSurveyInvitation';
