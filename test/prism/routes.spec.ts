// Every route each role may open, against Prism's generated replies (playwright.prism.config.ts):
// the screen renders (no error screen, no uncaught error) and Prism's validator accepts every
// request the console sends. The replies are random but keep the contract: long strings, odd
// numbers, dates that are not dates, empty and long lists.
import { expect, test } from '@playwright/test';
import type { Role } from '@/types/api';
import { LOGIN_ROLES, ROUTE_CASES, type LoginName } from '../e2e/sweep/route-matrix';
import { refusalOfReply, type Refusal } from './prism';

// The console's error screens: a screen that threw (src/app/lazy-screen.tsx), a wizard step that
// failed to load (src/components/wizard/step-body.tsx), a crash outside a screen
// (src/app/route-error.tsx).
const ERROR_SCREENS = [
  'This screen could not be shown.',
  'This step could not be loaded.',
  'Something went wrong',
];

const LOGINS: LoginName[] = ['admin', 'dsp', 'ssp'];

function sessionFor(login: LoginName, roles: readonly Role[]) {
  return {
    token: `prism-${login}`,
    user: { name: `Prism ${login}`, email: `${login}@prism.test`, account_id: `acc_${login}` },
    roles,
  };
}

for (const login of LOGINS) {
  test(`every route ${login} may open renders against Prism, every request accepted`, async ({
    page,
  }) => {
    const urls = [
      ...new Set(
        ROUTE_CASES.filter((c) => !c.route.public && c.allowed.includes(login)).map((c) => c.url),
      ),
    ];
    // Signed in as the role, without the sign-in call (Prism's session would have random roles).
    // The page only: a sandboxed frame (the campaigns list's snapshot) may not touch storage.
    await page.addInitScript(
      (session) => {
        if (window.top === window) localStorage.setItem('marquee.session', JSON.stringify(session));
      },
      sessionFor(login, LOGIN_ROLES[login]),
    );
    const uncaught: string[] = [];
    const refused: Refusal[] = [];
    let calls = 0;
    page.on('pageerror', (error) => uncaught.push(`${page.url()}: ${error.message}`));
    page.on('response', (reply) => {
      const request = reply.request();
      if (!new URL(reply.url()).pathname.startsWith('/v1/') || request.method() === 'OPTIONS') {
        return;
      }
      calls += 1;
      const refusal = refusalOfReply(`${request.method()} ${reply.url()}`, reply);
      if (refusal) refused.push(refusal);
    });

    for (const url of urls) {
      await test.step(url, async () => {
        await page.goto(url);
        await expect(page.getByRole('main')).toBeVisible();
        await page.waitForLoadState('networkidle');
        for (const text of ERROR_SCREENS) {
          await expect(page.getByText(text, { exact: true }), `${url}: ${text}`).toHaveCount(0);
        }
      });
    }
    console.log(`Prism, ${login}: ${urls.length} routes, ${calls} requests validated`);
    expect(uncaught, 'uncaught errors').toEqual([]);
    expect(refused, 'requests Prism refused').toEqual([]);
    expect(calls).toBeGreaterThan(urls.length);
  });
}
