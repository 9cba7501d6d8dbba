export { CommunityPage } from './pages/CommunityPage';
