import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app';
import { registerPreloadedShell } from '@/app/guards';
import { registerPreloadedScreen } from '@/app/lazy-screen';
import { startInitialLoad } from '@/app/preload';
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

/** Wait for the first screen's code (its download started in src/boot.ts). */
async function firstScreenReady() {
  const { screen, shell } = startInitialLoad(window.location.pathname);
  const [screenModule, shellModule] = await Promise.allSettled([screen?.module, shell]);
  if (screen && screenModule.status === 'fulfilled' && screenModule.value) {
    registerPreloadedScreen(screen.load, screenModule.value.default);
  }
  if (shellModule.status === 'fulfilled' && shellModule.value) {
    registerPreloadedShell(shellModule.value.AppLayout);
  }
}

void Promise.all([startDemoMode(), firstScreenReady()])
  .catch((error: unknown) => console.error('Demo mode could not start', error))
  .finally(() => {
    const root = document.getElementById('root');
    if (!root) throw new Error('No #root element');
    // A transition lets React render the first screen in slices that yield to the browser,
    // instead of one long task that blocks input.
    const reactRoot = createRoot(root);
    startTransition(() => {
      reactRoot.render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    });
  });
