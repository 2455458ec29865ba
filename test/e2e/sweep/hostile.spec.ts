// Hostile input sweep (issue 3, item 2): with `?demo-hostile=1` the demo data holds one more
// account, bidder, campaign, creative and placement whose names are an HTML/script payload, a
// 500-character unbroken string, right-to-left text and emoji (src/mocks/seed/hostile.ts).
// Every built list and detail screen that can show one of them is opened, and at 1280 and at
// 375 px: the payload is on the page as text, no dialog opens, no element was injected, no
// CSP violation is reported, and the document does not scroll sideways.
//
// Campaigns, creatives and placements have no screen of their own yet (planned screens): the
// hostile placement is reached in the sandbox's placement picker, and the sandbox's auction
// lists the hostile bidder. The hostile campaign (right-to-left name) and creative (emoji) are
// shown by no built screen yet; their screens join this list when they land.
import type { Page } from '@playwright/test';
import { HOSTILE_HTML, HOSTILE_IDS, HOSTILE_LONG, HOSTILE_RTL } from '@/mocks/seed/hostile';
import { ROUTES, routePath, type RouteId } from '@/config/routes';
import { DESKTOP, expect, PHONE, settle, test, withParam } from './fixtures';

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

async function expectNoHorizontalOverflow(page: Page, where: string): Promise<void> {
  const { scrollWidth, innerWidth, widest } = await page.evaluate(() => {
    const width = window.innerWidth;
    // Name the widest element that sticks out, to say where the fix belongs.
    let widestElement = '';
    let widestRight = width;
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const right = element.getBoundingClientRect().right;
      if (right > widestRight + 1) {
        widestRight = right;
        const classes = element.getAttribute('class') ?? '';
        widestElement = `<${element.tagName.toLowerCase()} class="${classes.slice(0, 120)}"> right=${Math.round(right)}`;
      }
    }
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: width,
      widest: widestElement,
    };
  });
  expect(
    scrollWidth,
    `the page scrolls sideways at ${where} (${scrollWidth} > ${innerWidth}); widest: ${widest}`,
  ).toBeLessThanOrEqual(innerWidth);
}

interface HostileScreen {
  /** the route the screen belongs to (its roles decide the login) */
  route: RouteId;
  url: string;
  /** the payloads the screen shows, as text (or as a field's value) */
  expectPayloads: (page: Page, where: string) => Promise<void>;
  /** interaction that brings the hostile record on screen (pick it in a list, send a request) */
  act?: (page: Page) => Promise<void>;
}

const main = (page: Page) => page.getByRole('main');

const SCREENS: HostileScreen[] = [
  {
    route: 'accounts',
    url: routePath('accounts'),
    expectPayloads: async (page, where) => {
      await expect(main(page).getByRole('link', { name: HOSTILE_HTML }), where).toBeVisible();
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
      await expect(main(page).getByLabel(/^Owner Key/), where).toHaveValue(HOSTILE_HTML);
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
      await main(page).getByRole('button', { name: 'Send Test Request' }).click();
      await expect(main(page).getByRole('table', { name: 'Bids' })).toBeVisible();
    },
    expectPayloads: async (page, where) => {
      await expect(main(page).getByRole('combobox', { name: 'Placement' }), where).toHaveValue(
        `${HOSTILE_RTL} ${HOSTILE_HTML}`,
      );
      const bids = main(page).getByRole('table', { name: 'Bids' });
      await expect(bids.getByText(HOSTILE_LONG, { exact: true }), where).toBeVisible();
    },
  },
];

test.use({ login: 'admin', viewport: DESKTOP });

test.describe('hostile demo records render as inert text and keep the layout', () => {
  for (const screen of SCREENS) {
    // The `dialogs` fixture fails the test on any alert/confirm/prompt; checked here too, so a
    // dialog is reported with the screen that opened it.
    test(`${screen.route} ${screen.url}`, async ({ page, dialogs }) => {
      expect(ROUTES[screen.route].roles, 'the admin login opens every hostile screen').toContain(
        'Admin',
      );

      await page.goto(hostile(screen.url));
      await expect(page).toHaveTitle(/^Marquee \| /);
      await settle(page);
      if (screen.act) await screen.act(page);

      for (const width of [DESKTOP, PHONE]) {
        await page.setViewportSize(width);
        await settle(page);
        const where = `${width.width} px`;
        await screen.expectPayloads(page, `payload as text at ${where}`);
        await expectNothingInjected(page);
        await expectNoHorizontalOverflow(page, where);
      }
      expect(dialogs, 'dialogs opened by a hostile payload').toEqual([]);
    });
  }
});
