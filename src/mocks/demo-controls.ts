// What the sign-in screen's demo panel needs (see src/lib/demo.ts, which loads this file only
// in demo mode): the demo logins, the knobs in force and the reset.
import { resetDemo } from '@/mocks/db';
import { withDbLock } from '@/mocks/db-lock';
import { getKnobs } from '@/mocks/knobs';
import { DEMO_LOGINS } from '@/mocks/seed/users';

export const demoControls = {
  logins: DEMO_LOGINS.map((login) => ({ ...login, roles: [...login.roles] })),
  get knobs() {
    const { scale, faultRate, hostile } = getKnobs();
    return { scale, faultRate, hostile };
  },
  /**
   * Reset demo data, under the write lock like any write: a write another tab has under way
   * ends first, so it cannot store its older copy over the reset. Every tab sees the new stamp.
   */
  reset: (): Promise<void> =>
    withDbLock(async () => {
      await resetDemo();
    }),
};
