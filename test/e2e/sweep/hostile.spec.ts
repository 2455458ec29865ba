// Hostile input sweep (issue 3, item 2): with `?demo-hostile=1` the demo data holds one more
// account, bidder, campaign, creative, clip and placement whose names are an HTML/script payload,
// a 500-character unbroken string, right-to-left text and emoji (src/mocks/seed/hostile.ts).
// Every built list and detail screen that can show one of them is opened, and at 1280 and at
// 375 px: the payload is on the page as text, no dialog opens, no element was injected, no
// CSP violation is reported, and the document does not scroll sideways.
//
// The admin's screens show the hostile account and bidder; the hostile placement is reached in
// the sandbox's placement picker, and the sandbox's auction lists the hostile bidder in every
// outcome (sandbox-outcomes.spec.ts). The
// publisher's screens (issue 9) show the hostile placement (right-to-left text and markup, a
// 120-character external ID) in the placements list and its edit wizard, and the hostile review
// (markup advertiser, right-to-left campaign, emoji creative) on /reviews. The buyer's screens (issue 8) show the hostile
// campaign (right-to-left name) in the campaigns list, its detail and the edit wizard, the hostile
// creative (emoji name) on /creatives, in its side panel and in the wizard's Ad Creatives step,
// and the hostile clip (every payload at once) on /content and in the wizard's Marquee+ step.
// The buyer's inventory screens (issue 10) show the hostile placement as a screen in the
// explorer's list, and a hostile saved report (payloads in its name and description). The
// command palette (issue 21) finds the hostile campaign, account, bidder and placement in the
// cache and lists them as text. The deal screens (issue 28) show the hostile deal to its
// publisher, its buyer and the admin, and its edit form holds its name and 100-character seat.
// Issue 30: an advertiser whose name holds bidi controls left open (U+202E, U+2067), zero-width
// characters and a NUL is listed, opened, and is a seat of the hostile deal (`name (seat)`); the
// hostile report's description ends with the same text. On every screen no open bidi control
// reaches text after its record (test/e2e/sweep/inert-text.ts), and where the record is shown
// alone it is shown whole, the text after the NUL included.
import type { Locator, Page } from '@playwright/test';
import {
  HOSTILE_EMOJI,
  HOSTILE_HTML,
  HOSTILE_IDS,
  HOSTILE_INVISIBLE,
  HOSTILE_LONG,
  HOSTILE_RTL,
} from '@/mocks/seed/hostile';
import { HOSTILE_INVENTORY_REPORT_ID } from '@/mocks/seed/inventory';
import { hasAnyRole, ROUTES, routePath, type RouteId } from '@/config/routes';
import {
  DESKTOP,
  expect,
  expectNoHorizontalOverflow,
  otherWizardStepUrls,
  PHONE,
  settle,
  test,
  withParam,
} from './fixtures';
import { expectBidiContained, expectShownWhole } from './inert-text';
import { LOGIN_NAMES, LOGIN_ROLES, type LoginName } from './route-matrix';

/** The hostile clip's name: every payload at once (src/mocks/seed/hostile.ts). */
const HOSTILE_CLIP = `${HOSTILE_HTML} ${HOSTILE_RTL} ${HOSTILE_EMOJI} ${HOSTILE_LONG}`;
/** The hostile deal's name and its unknown 100-character seat (src/mocks/seed/hostile.ts). */
const HOSTILE_DEAL = `${HOSTILE_HTML} ${HOSTILE_RTL} ${HOSTILE_EMOJI}`;
const HOSTILE_SEAT = HOSTILE_LONG.slice(0, 100);
/** The hostile placement's name (src/mocks/seed/hostile.ts). */
const HOSTILE_PLACEMENT = `${HOSTILE_RTL} ${HOSTILE_HTML}`;
/** The hostile report's description (src/mocks/seed/hostile.ts). */
const HOSTILE_REPORT_DESCRIPTION = `${HOSTILE_HTML} ${HOSTILE_EMOJI} ${HOSTILE_INVISIBLE}`;
/** Records' whole texts holding bidi controls: nothing after one may fall under them. */
const BIDI_PAYLOADS = [HOSTILE_INVISIBLE, HOSTILE_REPORT_DESCRIPTION];

const hostile = (url: string) => withParam(url, 'demo-hostile', '1');

/** The payload's markup made no element: no <img src=x>, no inline handler, no alert script. */
async function expectNothingInjected(page: Page): Promise<void> {
  const injected = await page.evaluate(() => {
    const found: string[] = [];
    for (const img of Array.from(document.querySelectorAll('img'))) {
      if (img.getAttribute('src') === 'x') found.push(img.outerHTML);
    }
    for (const element of Array.from(document.querySelectorAll('[onerror], [onload], [onclick]'))) {
      found.push(element.outerHTML.slice(0, 200));
    }
    for (const script of Array.from(document.querySelectorAll('script'))) {
      if (!script.src || (script.textContent ?? '').includes('alert(')) {
        found.push(script.outerHTML.slice(0, 200));
      }
    }
    return found;
  });
  expect(injected, 'elements injected by a hostile payload').toEqual([]);
}

/** The open command palette (issue 21). */
const paletteDialog = (page: Page) => page.getByRole('dialog', { name: 'Command palette' });

/** A hostile record found in the palette: the list screen that caches it, what to type. */
const PALETTE_CASES: { route: RouteId; login: LoginName; query: string; payload: string }[] = [
  { route: 'campaigns', login: 'dsp', query: 'قهوة', payload: HOSTILE_RTL },
  { route: 'accounts', login: 'admin', query: '<img src', payload: HOSTILE_HTML },
  { route: 'bidders', login: 'admin', query: 'unbreakable', payload: HOSTILE_LONG },
  { route: 'placements', login: 'ssp', query: '<img', payload: HOSTILE_PLACEMENT },
];

interface HostileScreen {
  /** the route the screen belongs to (the login must hold one of its roles) */
  route: RouteId;
  url: string;
  /** who opens it: `admin` unless given */
  login?: LoginName;
  /** tells apart screens of one URL (e.g. two wizard steps reached by interaction) */
  label?: string;
  /** the payloads the screen shows, as text (or as a field's value) */
  expectPayloads: (page: Page, where: string) => Promise<void>;
  /** interaction that brings the hostile record on screen (pick it in a list, send a request) */
  act?: (page: Page) => Promise<void>;
  /** the screen shows text with bidi controls (so the bidi check has something to check) */
  bidi?: boolean;
}

const main = (page: Page) => page.getByRole('main');

/** The campaign wizard's form, named by the step's heading. */
const wizardStep = (page: Page, title: string) =>
  main(page).getByRole('form', { name: title, exact: true });

/** The value beside `term` in a <dl> (the Launch summary, the creative's details). */
const described = (scope: Locator, term: string) =>
  scope
    .locator('dt')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');

/** New campaign: a name, then Next to the Ad Creatives step. */
async function toNewCampaignCreatives(page: Page): Promise<void> {
  await wizardStep(page, 'General').getByRole('textbox', { name: 'Campaign name' }).fill('Hostile');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(wizardStep(page, 'Audience')).toBeVisible();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(wizardStep(page, 'Ad Creatives')).toBeVisible();
}

/** The hostile creative's checkbox in the wizard's gallery. */
const hostileCreativeBox = (page: Page) =>
  main(page)
    .getByRole('list', { name: 'Ad creatives' })
    .getByRole('checkbox', { name: HOSTILE_EMOJI, exact: true });

const SCREENS: HostileScreen[] = [
  {
    route: 'accounts',
    url: routePath('accounts'),
    bidi: true,
    expectPayloads: async (page, where) => {
      await expect(main(page).getByRole('link', { name: HOSTILE_HTML }), where).toBeVisible();
      await expectShownWhole(page, HOSTILE_INVISIBLE, where, 'a');
    },
  },
  {
    route: 'accountDetail',
    url: routePath('accountDetail', { id: HOSTILE_IDS.invisibleAccount }),
    bidi: true,
    expectPayloads: async (page, where) => {
      await expectShownWhole(page, HOSTILE_INVISIBLE, where, 'h1');
    },
  },
  {
    route: 'accountDetail',
    url: routePath('accountDetail', { id: HOSTILE_IDS.account }),
    expectPayloads: async (page, where) => {
      await expect(
        main(page).getByRole('heading', { level: 1, name: HOSTILE_HTML }),
        where,
      ).toBeVisible();
    },
  },
  {
    route: 'accountEdit',
    url: routePath('accountEdit', { id: HOSTILE_IDS.account }),
    expectPayloads: async (page, where) => {
      await expect(main(page).getByLabel('Account name'), where).toHaveValue(HOSTILE_HTML);
    },
  },
  {
    route: 'bidders',
    url: routePath('bidders'),
    expectPayloads: async (page, where) => {
      await expect(main(page).getByText(HOSTILE_LONG, { exact: true }), where).toBeVisible();
    },
  },
  {
    route: 'bidderEdit',
    url: routePath('bidderEdit', { id: HOSTILE_IDS.bidder }),
    expectPayloads: async (page, where) => {
      await expect(main(page).getByLabel(/^Bidder Name/), where).toHaveValue(HOSTILE_LONG);
      // BID-SECRET-WRITE-ONLY: the key is never answered; its last four are shown as text.
      await expect(main(page).getByRole('group', { name: 'Owner Key' }), where).toContainText(
        `•••• ${HOSTILE_HTML.slice(-4)}`,
      );
    },
  },
  {
    // The admin's own team holds no hostile user; the screen is swept for layout and injection.
    route: 'settings',
    url: routePath('settings'),
    expectPayloads: async () => {},
  },
  {
    route: 'tools',
    url: routePath('tools'),
    act: async (page) => {
      await main(page)
        .getByRole('combobox', { name: 'Account' })
        .selectOption({ label: HOSTILE_HTML });
      await expect(main(page).getByRole('combobox', { name: 'User' })).toContainText(
        'This account has no users',
      );
    },
    expectPayloads: async (page, where) => {
      const account = main(page).getByRole('combobox', { name: 'Account' });
      await expect(account.getByRole('option', { name: HOSTILE_HTML }), where).toHaveCount(1);
      await expect(account, where).toHaveValue(HOSTILE_IDS.account);
    },
  },
  {
    route: 'debug',
    url: routePath('debug'),
    expectPayloads: async (page, where) => {
      const row = main(page)
        .getByRole('list', { name: 'Bidders' })
        .getByRole('listitem', { name: HOSTILE_LONG });
      await expect(row.getByText(HOSTILE_LONG, { exact: true }), where).toBeVisible();
    },
  },
  {
    // The placement picker; the auction's results, in every outcome the seed can produce, are
    // sandbox-outcomes.spec.ts's (each sent with the request id that produces it).
    route: 'sandbox',
    url: routePath('sandbox'),
    act: async (page) => {
      const picker = main(page).getByRole('combobox', { name: 'Placement' });
      await picker.click();
      await picker.fill('pk_hostile');
      const option = page.getByRole('option').filter({ hasText: HOSTILE_RTL });
      await expect(option).toHaveCount(1);
      await expect(option).toContainText(HOSTILE_HTML);
      await expectNothingInjected(page);
      await option.click();
    },
    expectPayloads: async (page, where) => {
      await expect(main(page).getByRole('combobox', { name: 'Placement' }), where).toHaveValue(
        `${HOSTILE_RTL} ${HOSTILE_HTML}`,
      );
    },
  },
  {
    route: 'campaigns',
    url: routePath('campaigns'),
    login: 'dsp',
    expectPayloads: async (page, where) => {
      const table = main(page).getByRole('table', { name: 'Campaigns' });
      await expect(
        table.getByRole('link', { name: HOSTILE_RTL, exact: true }),
        where,
      ).toBeVisible();
      await expect(
        table.getByRole('switch', { name: `Active: ${HOSTILE_RTL}`, exact: true }),
        where,
      ).toBeVisible();
    },
  },
  // HIST-ACTIVITY: the hostile records' history, names and values as text (issue 39).
  {
    route: 'activity',
    url: routePath('activity'),
    login: 'dsp',
    expectPayloads: async (page, where) => {
      const list = main(page).getByRole('list', { name: 'Activity', exact: true });
      await expect(
        list.getByText(`Campaign name: ${HOSTILE_LONG} → ${HOSTILE_RTL}`),
        where,
      ).toBeVisible();
      await expect(
        list.getByText(`Bid CPM: ${HOSTILE_HTML} → ${HOSTILE_EMOJI}`),
        where,
      ).toBeVisible();
    },
  },
  {
    route: 'campaignDetail',
    url: routePath('campaignDetail', { id: HOSTILE_IDS.campaign }),
    login: 'dsp',
    expectPayloads: async (page, where) => {
      await expect(
        main(page).getByRole('heading', { level: 1, name: HOSTILE_RTL, exact: true }),
        where,
      ).toBeVisible();
      await expect(main(page).getByText(HOSTILE_EMOJI, { exact: true }), where).toBeVisible();
      await expect(page, where).toHaveTitle(`Marquee | ${HOSTILE_RTL}`);
    },
  },
  {
    route: 'campaignEdit',
    url: routePath('campaignEdit', { id: HOSTILE_IDS.campaign }),
    login: 'dsp',
    expectPayloads: async (page, where) => {
      await expect(
        wizardStep(page, 'General').getByRole('textbox', { name: 'Campaign name' }),
        where,
      ).toHaveValue(HOSTILE_RTL);
    },
  },
  {
    // Editing: every step may be opened from the URL.
    route: 'campaignEdit',
    url: `${routePath('campaignEdit', { id: HOSTILE_IDS.campaign })}?step=launch`,
    login: 'dsp',
    expectPayloads: async (page, where) => {
      const launch = wizardStep(page, 'Launch');
      await expect(described(launch, 'Name'), where).toHaveText(HOSTILE_RTL);
      await expect(described(launch, 'Ad creatives'), where).toHaveText(HOSTILE_EMOJI);
    },
  },
  {
    route: 'campaignCreate',
    url: routePath('campaignCreate'),
    label: 'Ad Creatives step',
    login: 'dsp',
    act: async (page) => {
      await toNewCampaignCreatives(page);
      await hostileCreativeBox(page).check();
    },
    expectPayloads: async (page, where) => {
      await expect(hostileCreativeBox(page), where).toBeChecked();
    },
  },
  {
    // The hostile clip handed over from /content (?clips=) arrives checked on Marquee+.
    route: 'campaignCreate',
    url: `${routePath('campaignCreate')}?clips=${HOSTILE_IDS.clip}`,
    label: 'Marquee+ step',
    login: 'dsp',
    act: async (page) => {
      await toNewCampaignCreatives(page);
      await hostileCreativeBox(page).check();
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await expect(wizardStep(page, 'Marquee+')).toBeVisible();
    },
    expectPayloads: async (page, where) => {
      await expect(
        main(page)
          .getByRole('group', { name: 'Content clips' })
          .getByRole('checkbox', { name: HOSTILE_CLIP, exact: true }),
        where,
      ).toBeChecked();
    },
  },
  {
    route: 'creatives',
    url: routePath('creatives'),
    login: 'dsp',
    expectPayloads: async (page, where) => {
      await expect(
        main(page)
          .getByRole('list', { name: 'Ad creatives' })
          .getByRole('button', { name: HOSTILE_EMOJI, exact: true }),
        where,
      ).toBeVisible();
    },
  },
  {
    // The side panel of the hostile creative, opened from the URL.
    route: 'creatives',
    url: `${routePath('creatives')}?creative=${HOSTILE_IDS.creative}`,
    login: 'dsp',
    expectPayloads: async (page, where) => {
      // The dialog element itself has no box (its panel is fixed-positioned): check its title.
      const panel = page.getByRole('dialog', { name: HOSTILE_EMOJI, exact: true });
      await expect(panel, where).toHaveCount(1);
      await expect(
        panel.getByRole('heading', { name: HOSTILE_EMOJI, exact: true }),
        where,
      ).toBeVisible();
      await expect(described(panel, 'Filename'), where).toHaveText(HOSTILE_EMOJI);
      await expect(panel.getByRole('link', { name: 'Download' }), where).toBeVisible();
    },
  },
  {
    route: 'content',
    url: routePath('content'),
    login: 'dsp',
    expectPayloads: async (page, where) => {
      await expect(
        main(page)
          .getByRole('group', { name: 'Clips' })
          .getByRole('checkbox', { name: HOSTILE_CLIP, exact: true }),
        where,
      ).toBeVisible();
    },
  },
  {
    // The hostile placement is a screen open to buyers: searched for by its name.
    route: 'inventory',
    url: `${routePath('inventory')}?q=${encodeURIComponent(HOSTILE_RTL)}`,
    login: 'dsp',
    expectPayloads: async (page, where) => {
      const table = main(page).getByRole('table', { name: 'Screens' });
      await expect(table.getByText(HOSTILE_PLACEMENT, { exact: true }), where).toBeVisible();
    },
  },
  {
    // The hostile saved report (payloads in its name and description) holds that screen.
    route: 'inventoryReport',
    url: routePath('inventoryReport', { id: HOSTILE_INVENTORY_REPORT_ID }),
    login: 'dsp',
    expectPayloads: async (page, where) => {
      await expect(
        main(page).getByRole('heading', {
          level: 1,
          name: `${HOSTILE_EMOJI} ${HOSTILE_LONG}`,
          exact: true,
        }),
        where,
      ).toBeVisible();
      await expect(
        main(page).getByText(`${HOSTILE_HTML} ${HOSTILE_RTL}`, { exact: true }),
        where,
      ).toBeVisible();
      const table = main(page).getByRole('table', { name: 'Screens' });
      await expect(table.getByText(HOSTILE_PLACEMENT, { exact: true }), where).toBeVisible();
    },
  },
  {
    route: 'placements',
    url: `${routePath('placements')}?q=${encodeURIComponent(HOSTILE_RTL)}`,
    login: 'ssp',
    expectPayloads: async (page, where) => {
      const table = main(page).getByRole('table', { name: 'Placements' });
      await expect(
        table.getByRole('link', { name: HOSTILE_PLACEMENT, exact: true }),
        where,
      ).toBeVisible();
      await expect(table.getByText(HOSTILE_LONG.slice(0, 120), { exact: true }), where).toHaveCount(
        1,
      );
    },
  },
  {
    route: 'placementEdit',
    url: routePath('placementEdit', { id: HOSTILE_IDS.placement }),
    login: 'ssp',
    expectPayloads: async (page, where) => {
      const general = wizardStep(page, 'General');
      await expect(general.getByRole('textbox', { name: 'Placement name' }), where).toHaveValue(
        HOSTILE_PLACEMENT,
      );
      await expect(
        general.getByRole('textbox', { name: 'External placement ID' }),
        where,
      ).toHaveValue(HOSTILE_LONG.slice(0, 120));
    },
  },
  {
    route: 'placementEdit',
    url: `${routePath('placementEdit', { id: HOSTILE_IDS.placement })}?step=launch`,
    login: 'ssp',
    expectPayloads: async (page, where) => {
      const launch = wizardStep(page, 'Launch');
      await expect(described(launch, 'Name'), where).toHaveText(HOSTILE_PLACEMENT);
      await expect(described(launch, 'External ID'), where).toHaveText(HOSTILE_LONG.slice(0, 120));
    },
  },
  {
    route: 'reviews',
    url: routePath('reviews'),
    login: 'ssp',
    expectPayloads: async (page, where) => {
      await expect(
        main(page).getByText(HOSTILE_HTML, { exact: true }).first(),
        where,
      ).toBeVisible();
      await expect(main(page).getByText(HOSTILE_RTL, { exact: true }).first(), where).toBeVisible();
      await expect(
        main(page).getByText(HOSTILE_EMOJI, { exact: true }).first(),
        where,
      ).toBeVisible();
    },
  },
  {
    // Reports (issue 10): the hostile campaign's report is listed (right-to-left name, markup
    // and emoji description) and opens with its name as heading.
    route: 'reports',
    url: routePath('reports'),
    login: 'dsp',
    bidi: true,
    expectPayloads: async (page, where) => {
      const table = main(page).getByRole('table', { name: 'Reports' });
      await expect(
        table.getByRole('link', { name: HOSTILE_RTL, exact: true }),
        where,
      ).toBeVisible();
      // Below `sm` the description shows under the name, at 1280 px in its own column.
      await expectShownWhole(page, HOSTILE_REPORT_DESCRIPTION, where);
    },
  },
  {
    route: 'reportDetail',
    url: routePath('reportDetail', { id: HOSTILE_IDS.report }),
    login: 'dsp',
    bidi: true,
    expectPayloads: async (page, where) => {
      await expect(
        main(page).getByRole('heading', { level: 1, name: HOSTILE_RTL, exact: true }),
        where,
      ).toBeVisible();
      await expectShownWhole(page, HOSTILE_REPORT_DESCRIPTION, where);
    },
  },
  {
    // The publisher's report breaks revenue down by placement: the hostile one is a row.
    route: 'reportDetail',
    url: routePath('reportDetail', { id: 'rpt_all_placements' }),
    login: 'ssp',
    expectPayloads: async (page, where) => {
      await expect(
        main(page)
          .getByRole('table', { name: 'By placement' })
          .getByText(HOSTILE_PLACEMENT, { exact: true }),
        where,
      ).toBeVisible();
    },
  },
  // The hostile deal (issue 28): markup, right-to-left text and emoji in its name, a
  // 100-character seat; offered to Acme by Northwind, so all three roles' deal screens show it.
  ...(['ssp', 'dsp', 'admin'] as const).map((login): HostileScreen => ({
    route: 'deals',
    url: routePath('deals'),
    login,
    // The publisher and the admin see the buyers by name, the invisible advertiser among them.
    bidi: login !== 'dsp',
    expectPayloads: async (page, where) => {
      await expect(
        main(page).getByRole('link', { name: HOSTILE_DEAL, exact: true }),
        where,
      ).toBeVisible();
    },
  })),
  ...(['ssp', 'dsp'] as const).map((login): HostileScreen => ({
    route: 'dealDetail',
    url: routePath('dealDetail', { id: HOSTILE_IDS.deal }),
    login,
    // The publisher sees its buyers by name: the invisible advertiser as `name (seat)`.
    bidi: login === 'ssp',
    expectPayloads: async (page, where) => {
      await expect(
        main(page).getByRole('heading', { level: 1, name: HOSTILE_DEAL }),
        where,
      ).toBeVisible();
    },
  })),
  {
    route: 'dealEdit',
    url: routePath('dealEdit', { id: HOSTILE_IDS.deal }),
    login: 'ssp',
    expectPayloads: async (page, where) => {
      await expect(main(page).getByLabel(/^Deal name/), where).toHaveValue(HOSTILE_DEAL);
      await expect(main(page).getByText(HOSTILE_SEAT).first(), where).toBeVisible();
    },
  },
  // The command palette (issue 21) lists the cached records by name: the hostile ones as text,
  // cut to the dialog's width, at 1280 and at 375 px.
  ...PALETTE_CASES.map(({ route, login, query, payload }): HostileScreen => ({
    route,
    url: routePath(route),
    login,
    label: 'command palette',
    act: async (page) => {
      await page.keyboard.press('Control+K');
      await expect(paletteDialog(page).getByRole('combobox')).toBeFocused();
      await page.keyboard.type(query);
    },
    expectPayloads: async (page, where) => {
      // In its list's group: the record search (issue 27) may find another kind of the same name.
      const group = paletteDialog(page).getByRole('group', { name: ROUTES[route].title });
      const option = group.getByRole('option').filter({ hasText: payload });
      await expect(option, where).toHaveCount(1);
      await expect(option, where).toBeVisible();
      await expect(option.getByText(payload, { exact: true }), where).toBeVisible();
    },
  })),
];

test.use({ viewport: DESKTOP });

test.describe('hostile demo records render as inert text and keep the layout', () => {
  // Login by login, so a worker's tests of one login take turns on its one signed-in page
  // (fixtures.ts); within a login, in the order above.
  const byLogin = [...SCREENS].sort(
    (a, b) => LOGIN_NAMES.indexOf(a.login ?? 'admin') - LOGIN_NAMES.indexOf(b.login ?? 'admin'),
  );
  for (const screen of byLogin) {
    const login = screen.login ?? 'admin';
    const title = `${screen.route} ${screen.url}${screen.label ? ` (${screen.label})` : ''} as ${login}`;
    test.describe(title, () => {
      // A screen acted on (typed into, picked from) may hold input a leave guard would keep.
      test.use({ login, keepPage: !screen.act });

      // The `dialogs` fixture fails the test on any alert/confirm/prompt; checked here too, so
      // a dialog is reported with the screen that opened it.
      test('payloads as text at 1280 and 375 px', async ({ page, dialogs }) => {
        expect(
          hasAnyRole(LOGIN_ROLES[login], ROUTES[screen.route].roles),
          `${login} may open ${screen.route}`,
        ).toBe(true);

        await page.goto(hostile(screen.url));
        await expect(page).toHaveTitle(/^Marquee \| /);
        await settle(page);
        if (screen.act) await screen.act(page);

        let bidiSeen = 0;
        for (const width of [DESKTOP, PHONE]) {
          await page.setViewportSize(width);
          await settle(page);
          const where = `${width.width} px`;
          await screen.expectPayloads(page, `payload as text at ${where}`);
          await expectNothingInjected(page);
          await expectNoHorizontalOverflow(page, where);
          bidiSeen += await expectBidiContained(page, BIDI_PAYLOADS, where);
        }
        // At one width at least: a narrow screen may hide the column that holds it.
        if (screen.bidi) expect(bidiSeen, 'text with bidi controls on screen').toBeGreaterThan(0);
        // A wizard opened on its first step, nothing typed (leaving would ask): its other steps
        // hold the record too.
        if (!screen.url.includes('step=') && !screen.act) {
          for (const stepUrl of await otherWizardStepUrls(page)) {
            await page.goto(hostile(stepUrl));
            for (const width of [DESKTOP, PHONE]) {
              await page.setViewportSize(width);
              await settle(page);
              await expectNothingInjected(page);
              await expectNoHorizontalOverflow(page, `${width.width} px, ${stepUrl}`);
            }
          }
        }
        expect(dialogs, 'dialogs opened by a hostile payload').toEqual([]);
      });
    });
  }
});
