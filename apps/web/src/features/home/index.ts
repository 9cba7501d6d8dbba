// The home feature's public surface.
export { HomePage } from './pages/HomePage';
export { HowToPage } from './pages/HowToPage';
export { ModeSelectionPage } from './pages/ModeSelectionPage';
