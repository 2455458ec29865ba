// The sign-in screen's demo panel (DEMO-PANEL, DEMO-RESET) talks to the mock database through this
// door, which loads mock code only in demo mode (a production build never fetches it).
import { sessionStore } from '@/lib/session/session';

export interface DemoLogin {
  email: string;
  password: string;
  name: string;
  roles: string[];
}

export interface DemoControls {
  logins: DemoLogin[];
  knobs: { scale: number; faultRate: number; hostile: boolean };
  /** Rejects when the browser could not store the reset: then nothing was reset. */
  reset: () => Promise<void>;
}

export async function loadDemoControls(): Promise<DemoControls | null> {
  // Written out (not API_MOCKING) so a production build drops the mock chunks entirely.
  if (import.meta.env.VITE_API_MOCKING !== 'true') return null;
  const { demoControls } = await import('@/mocks/demo-controls');
  return {
    logins: demoControls.logins,
    get knobs() {
      return demoControls.knobs;
    },
    // The reseeded mock knows no session of before: an admin's waiting under the swap key
    // must not come back with a later logout.
    reset: () => demoControls.reset().then(() => sessionStore.dropSwap()),
  };
}
