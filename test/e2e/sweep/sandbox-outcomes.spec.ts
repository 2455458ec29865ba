// Hostile input sweep, the sandbox (issue 36, item 1): the hostile bidder's 500-character
// unbroken name is in the Bids table, and in the winner line when it wins. Every auction outcome
// the seed can produce for the hostile placement (sandbox-outcomes.ts) is sent with the request
// id that produces it, and each result is held to the sweep's checks at 1280 and at 375 px: the
// payload shown as text, nothing injected, the page not scrolling sideways.
import type { Page } from '@playwright/test';
import { HOSTILE_HTML, HOSTILE_LONG, HOSTILE_RTL } from '@/mocks/seed/hostile';
import { routePath } from '@/config/routes';
import {
  DESKTOP,
  expect,
  expectNoHorizontalOverflow,
  PHONE,
  settle,
  test,
  withParam,
} from './fixtures';
import { auctionOutcome, BID_STATUSES, sandboxOutcomes } from './sandbox-outcomes';

/** Where the page's fetch wrapper reads the request id to send (set by the test). */
const REQUEST_ID_SLOT = '__sandboxRequestId';

/**
 * The console never sends a request id (api/openapi.yaml, SandboxRequest): the test adds the one
 * it chose to the sandbox's request body, as a replay of a known request would carry it.
 */
async function sendRequestIdsFromSlot(page: Page): Promise<void> {
  await page.addInitScript((slot) => {
    const send = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const requestId = (window as unknown as Record<string, string | undefined>)[slot];
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (requestId && url.endsWith('/v1/sandbox/ad-request') && typeof init?.body === 'string') {
        const body = { ...(JSON.parse(init.body) as object), requestId };
        return send(input, { ...init, body: JSON.stringify(body) });
      }
      return send(input, init);
    };
  }, REQUEST_ID_SLOT);
}

// It types into the form and wraps the page's fetch: its page is not handed to another test.
test.use({ login: 'admin', viewport: DESKTOP, keepPage: false });

test('the sandbox keeps the hostile bidder inside the page in every auction outcome', async ({
  page,
}) => {
  const outcomes = sandboxOutcomes();
  // The hostile bidder's every status is among them (its send rate, timeout and bids allow each).
  expect(new Set(outcomes.map((outcome) => outcome.hostileStatus))).toEqual(new Set(BID_STATUSES));
  expect(
    outcomes.some((outcome) => !outcome.hasWinner),
    'an outcome without a winner',
  ).toBe(true);
  test.setTimeout(30_000 + outcomes.length * 8_000);

  await sendRequestIdsFromSlot(page);
  await page.goto(withParam(routePath('sandbox'), 'demo-hostile', '1'));
  await settle(page);
  const main = page.getByRole('main');
  const picker = main.getByRole('combobox', { name: 'Placement' });
  await picker.click();
  await picker.fill('pk_hostile');
  await page.getByRole('option').filter({ hasText: HOSTILE_RTL }).click();
  await expect(picker).toHaveValue(`${HOSTILE_RTL} ${HOSTILE_HTML}`);

  for (const { label, requestId } of outcomes) {
    await test.step(`${label} (${requestId})`, async () => {
      // Derived again at the moment it is sent: a deal's day-part may have begun since.
      const outcome = auctionOutcome(requestId);
      await page.setViewportSize(DESKTOP);
      await page.evaluate(
        ([slot, id]) => Object.assign(window, { [slot]: id }),
        [REQUEST_ID_SLOT, outcome.requestId],
      );
      await main.getByRole('button', { name: 'Send Test Request' }).click();
      const result = main.getByRole('region', { name: 'Test request result' });
      await expect(result.getByText(outcome.requestId, { exact: true })).toBeVisible();
      const hostileRow = result
        .getByRole('table', { name: 'Bids' })
        .getByRole('row')
        .filter({ hasText: HOSTILE_LONG });
      await expect(hostileRow.getByText(outcome.hostileStatus, { exact: true })).toBeVisible();
      const noWinner = result.getByText('No winner: no bidder won this request.');
      await expect(noWinner).toHaveCount(outcome.hasWinner ? 0 : 1);
      if (outcome.hostileStatus === 'Won') {
        await expect(result.getByText(`Won by ${HOSTILE_LONG} at `)).toBeVisible();
      }
      for (const width of [DESKTOP, PHONE]) {
        await page.setViewportSize(width);
        await settle(page);
        const where = `${width.width} px, ${outcome.label}`;
        await expect(hostileRow.getByText(HOSTILE_LONG, { exact: true }), where).toBeVisible();
        expect(await page.locator('img[src="x"], [onerror], [onload]').count(), where).toBe(0);
        await expectNoHorizontalOverflow(page, where);
      }
    });
  }
});
