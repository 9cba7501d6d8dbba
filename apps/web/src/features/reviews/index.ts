// The reviews feature's public surface: the compliment-and-review form that the trip and ride pages and
// the public profile show after a trip (spec 000 §2 Public profile, §5 Review).
export { ReviewForm } from './components/ReviewForm';
