// The registration feature's public surface.
export { RegisterUserPage } from './pages/RegisterUserPage';
