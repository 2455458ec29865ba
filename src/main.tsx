import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
// React's own scheduler (react-dom's dependency) decides how long React works before yielding.
import { unstable_forceFrameRate as setSchedulerFrameRate } from 'scheduler';
import { App, createAppRouter } from '@/app';
import { registerPreloadedShell } from '@/app/guards';
import { registerPreloadedScreen } from '@/app/lazy-screen';
import { startInitialLoad } from '@/app/preload';
import { holdReadsUntil } from '@/app/route-prefetch';
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

/**
 * The first render runs in a transition, so React renders in slices and yields to the browser
 * between them instead of blocking input for one long task; but in slices of up to 40 ms, not
 * React's usual 5 ms. In 5 ms slices /sign-in took 15-20 slices and 60-100 ms more main-thread
 * time at 4x CPU than in one piece (every slice has its own overhead; docs/quality-log.md,
 * "Where the /sign-in LCP went (issue 4)"); 40 ms slices stay under the 50 ms of a long task and
 * cost almost nothing.
 * Renders after the first commit use React's default again.
 */
const FIRST_RENDER_FRAME_RATE = 25; // 1000 / 25 = 40 ms slices
const DEFAULT_FRAME_RATE = 0; // the scheduler's own default (5 ms slices)

function DefaultSlicesAfterFirstCommit() {
  useEffect(() => {
    setSchedulerFrameRate(DEFAULT_FRAME_RATE);
  }, []);
  return null;
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
// screen's code is still on its way), not inside the first render, where it was the one piece of
// work too big for a 40 ms slice.
const routerReady = nextTask().then(createAppRouter);

void Promise.all([demoReady, firstScreenReady()])
  .catch((error: unknown) => console.error('Demo mode could not start', error))
  .finally(async () => {
    const root = document.getElementById('root');
    if (!root) throw new Error('No #root element');
    const router = await routerReady;
    const reactRoot = createRoot(root);
    setSchedulerFrameRate(FIRST_RENDER_FRAME_RATE);
    startTransition(() => {
      reactRoot.render(
        <StrictMode>
          <App router={router} />
          <DefaultSlicesAfterFirstCommit />
        </StrictMode>,
      );
    });
  });
