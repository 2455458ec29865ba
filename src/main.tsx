import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createAppRouter } from '@/app';
import { registerPreloadedShell } from '@/app/guards';
import { registerPreloadedScreen } from '@/app/lazy-screen';
import { startInitialLoad } from '@/app/preload';
import { holdReadsUntil } from '@/app/api-ready';
import { reportMisconfiguration } from '@/config/env';
import './index.css';

async function startDemoMode() {
  // The mock API is only ever loaded in demo mode (DEMO-ONLY-IN-DEMO). The check is written out
  // (not API_MOCKING) so the bundler sees a constant and leaves the mock chunks out of a production
  // build.
  if (import.meta.env.VITE_API_MOCKING !== 'true') return;
  const { startDemoWorker } = await import('@/mocks/browser');
  await startDemoWorker();
}

// APP-MISCONFIG-LOG: logged, never shown; the sign-in screen still renders.
reportMisconfiguration();

/** Wait for the first screen's code (its download started in src/boot.ts). */
async function firstScreenReady() {
  const { screen, shell } = startInitialLoad(window.location.pathname);
  const [screenModule, shellModule] = await Promise.allSettled([screen?.module, shell]);
  if (screen && screenModule.status === 'fulfilled' && screenModule.value) {
    registerPreloadedScreen(screen.load, screenModule.value.default);
  }
  if (shellModule.status === 'fulfilled' && shellModule.value) {
    registerPreloadedShell(shellModule.value.Shell);
  }
}

/** Resolves in a task of its own (a message through a channel, as React's scheduler posts). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

// The first screen's reads start with the router's first loaders (route-prefetch.ts), alongside
// its code, instead of after its first render; in demo mode once the mock API's worker answers.
const demoReady = startDemoMode();
holdReadsUntil(demoReady);

// The router is made in a task of its own after this bundle's evaluation (often while the first
// screen's code is still on its way), not inside the first render, where it was its longest
// piece of work.
const routerReady = nextTask().then(createAppRouter);

void Promise.all([demoReady, firstScreenReady()])
  .catch((error: unknown) => console.error('Demo mode could not start', error))
  .finally(async () => {
    const root = document.getElementById('root');
    if (!root) throw new Error('No #root element');
    const router = await routerReady;
    const reactRoot = createRoot(root);
    // A transition: React renders in slices and yields to the browser between them instead of
    // blocking input for one long task.
    startTransition(() => {
      reactRoot.render(
        <StrictMode>
          <App router={router} />
        </StrictMode>,
      );
    });
  });
