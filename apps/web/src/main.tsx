import './app/styles/first-pages.css';
import './global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { prepareFirstScreen } from './app/prepareFirstScreen';
import { captureStartupParameters } from './lib/native-wrapper';
import { keepZodFromEval } from './lib/zod-without-eval';

// Before any page with contract schemas is loaded: they must not try eval, which the CSP forbids.
keepZodFromEval();

// The native wrapper's push token and capabilities arrive as parameters of the very first address.
captureStartupParameters(window.location.search);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The first render waits for what the first screen needs (prepareFirstScreen), so the splash in index.html,
// or the landing page the server put there, stays until the page itself replaces it. As a transition, React
// renders the app in slices, so a slow phone stays responsive while it starts.
void prepareFirstScreen().then(() => {
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});
