// Issue 17, wizard navigation in every wizard: from the first screen, every crumb opens its step
// (the last one clicked first), in new and in edit mode; errors never lock a step, and the last
// button reads `Fix Errors to Continue` until they are fixed, then opens the first of them.
import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, test, type DemoLogin } from './helpers';

interface WizardCase {
  name: string;
  login: string;
  path: string;
  nav: string;
  steps: readonly string[];
  /** The last button on a fresh form: `Fix Errors to Continue` for new records. */
  lastButton: string;
  /** Where that button leads on a fresh new form, and what it then shows. */
  firstProblem?: { step: string; text: string };
}

const CAMPAIGN_STEPS = ['General', 'Audience', 'Ad Creatives', 'Marquee+', 'Schedule', 'Launch'];
const PLACEMENT_STEPS = ['General', 'Verification', 'Audience', 'Capabilities', 'Launch'];
const BATCH_STEPS = ['Upload', 'General', 'Verification', 'Audience', 'Launch'];
const FIX = 'Fix Errors to Continue';

const CASES: readonly WizardCase[] = [
  {
    name: 'campaign, new',
    login: DEMO.dsp,
    path: '/campaigns/create',
    nav: 'Campaign steps',
    steps: CAMPAIGN_STEPS,
    lastButton: FIX,
    firstProblem: { step: 'General', text: 'Campaign name is required' },
  },
  {
    name: 'campaign, edit',
    login: DEMO.dsp,
    path: '/campaigns/cmp_1/edit',
    nav: 'Campaign steps',
    steps: CAMPAIGN_STEPS,
    lastButton: 'Save Campaign',
  },
  {
    name: 'placement, new',
    login: DEMO.ssp,
    path: '/placements/create',
    nav: 'Placement steps',
    steps: PLACEMENT_STEPS,
    lastButton: FIX,
    firstProblem: { step: 'General', text: 'Placement must have a name' },
  },
  {
    name: 'placement, edit',
    login: DEMO.ssp,
    path: '/placements/pl_nw_001/edit',
    nav: 'Placement steps',
    steps: PLACEMENT_STEPS,
    lastButton: 'Save Placement',
  },
  {
    name: 'bulk import, new',
    login: DEMO.ssp,
    path: '/placements/create/batch',
    nav: 'Bulk import steps',
    steps: BATCH_STEPS,
    lastButton: FIX,
    firstProblem: { step: 'Upload', text: 'Upload a CSV file of placements to continue' },
  },
];

/** The demo login of an e-mail address. */
function loginOf(email: string): DemoLogin {
  const login = (Object.keys(DEMO) as DemoLogin[]).find((name) => DEMO[name] === email);
  if (!login) throw new Error(`No demo login has the address ${email}`);
  return login;
}

function stepForm(page: Page, title: string): Locator {
  return page.getByRole('form', { name: title, exact: true });
}

function crumb(page: Page, nav: string, index: number, title: string): Locator {
  return page.getByRole('navigation', { name: nav }).getByRole('link', {
    name: new RegExp(`^${index + 1}\\. ${escapeRegExp(title)}(, has errors)?$`),
  });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

for (const wizard of CASES) {
  test(`${wizard.name}: every crumb opens its step from the first screen, the last one first`, async ({
    page,
    signedInAs,
  }) => {
    await signedInAs(loginOf(wizard.login));
    await page.goto(wizard.path);
    await expect(stepForm(page, wizard.steps[0]!)).toBeVisible();

    // The last crumb first, then the others from last to first, each straight to its step.
    const order = wizard.steps.map((title, index) => ({ title, index })).reverse();
    for (const { title, index } of order) {
      await crumb(page, wizard.nav, index, title).click();
      await expect(stepForm(page, title)).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeFocused();
      await expect(crumb(page, wizard.nav, index, title)).toHaveAttribute('aria-current', 'step');
      if (index === wizard.steps.length - 1) {
        await expect(page).toHaveURL(/[?&]step=launch\b/);
        await expect(
          page.getByRole('button', { name: wizard.lastButton, exact: true }),
        ).toBeVisible();
      }
    }

    if (wizard.firstProblem) {
      // Back on the last step, the button opens the first problem and says what it is.
      const last = wizard.steps.length - 1;
      await crumb(page, wizard.nav, last, wizard.steps[last]!).click();
      await page.getByRole('button', { name: FIX, exact: true }).click();
      await expect(stepForm(page, wizard.firstProblem.step)).toBeVisible();
      await expect(page.getByText(wizard.firstProblem.text).first()).toBeVisible();
    }
  });
}
