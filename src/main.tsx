import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app';
import { preloadInitialRoute } from '@/app/preload';
import { reportMisconfiguration } from '@/config/env';
import './index.css';

async function startDemoMode() {
  // The mock API is only ever loaded in demo mode. The check is written out (not API_MOCKING)
  // so the bundler sees a constant and leaves the mock chunks out of a production build.
  if (import.meta.env.VITE_API_MOCKING !== 'true') return;
  const { startDemoWorker } = await import('@/mocks/browser');
  await startDemoWorker();
}

reportMisconfiguration();

// The first screen's code downloads while demo mode starts; both finish before the first render.
void Promise.all([startDemoMode(), preloadInitialRoute(window.location.pathname)])
  .catch((error: unknown) => console.error('Demo mode could not start', error))
  .finally(() => {
    const root = document.getElementById('root');
    if (!root) throw new Error('No #root element');
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
