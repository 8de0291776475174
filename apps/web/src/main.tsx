import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { AppRouter } from './app/router';
import { registerServiceWorker } from './lib/service-worker';
import './styles.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element.');

registerServiceWorker();

const root = createRoot(rootElement);
// A transition: React renders in slices of a few milliseconds and lets the browser breathe
// in between; the frame of index.html stays on screen until the first render is ready.
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );
});
