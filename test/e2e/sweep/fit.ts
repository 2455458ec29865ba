// The fit check (issue 27, item 4): on a screen nothing sticks out of its box, and on a list
// screen at 1280 px every column fits its table's box with each row's menu in view. The route
// sweep runs it on every screen at 1280 and 375 px, on each tab.
import type { Page } from '@playwright/test';
import { expect, expectNoHorizontalOverflow, settle } from './fixtures';

/** How a screen is checked for fit: a table may scroll sideways in its own box only on a phone. */
export interface FitOptions {
  /**
   * Every table's columns fit its box, no sideways scroll (at 1280 px); otherwise a table may
   * scroll inside its own box, which itself must fit.
   */
  tablesFit: boolean;
}

/**
 * What sticks out on the screen (issue 27, item 4), as readable lines (none: it fits):
 * - with `tablesFit`, a table cell whose right edge is beyond its scroll box's visible right
 *   edge (the last column clipped), or a row's button (its menu) not wholly in the viewport;
 * - in the main landmark, an element wider than its parent where the parent lets it show
 *   (overflow visible): a card, table or figure sticking out of its box;
 * - a same-origin frame (the campaigns list's snapshot) whose page does not fit its box.
 */
export async function fitProblems(page: Page, { tablesFit }: FitOptions): Promise<string[]> {
  const problems = await page.evaluate((checkTables) => {
    const found: string[] = [];
    const viewport = window.innerWidth;
    const describe = (element: Element) => {
      const classes = (element.getAttribute('class') ?? '').slice(0, 100);
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `<${element.tagName.toLowerCase()} class="${classes}"> "${text}"`;
    };
    const main = document.querySelector('main');
    if (!main) return found;
    const clips = (element: Element) => getComputedStyle(element).overflowX !== 'visible';

    if (checkTables) {
      for (const table of Array.from(main.querySelectorAll('table'))) {
        let box: Element | null = table.parentElement;
        while (box && box !== main && !clips(box)) box = box.parentElement;
        const boxRect = box && box !== main ? box.getBoundingClientRect() : null;
        const visibleRight =
          box && boxRect ? boxRect.left + box.clientLeft + box.clientWidth : viewport;
        const caption = table.querySelector('caption')?.textContent?.trim() ?? '(no caption)';
        for (const cell of Array.from(table.querySelectorAll('th, td'))) {
          const rect = cell.getBoundingClientRect();
          if (rect.width === 0) continue;
          if (rect.right > visibleRight + 1) {
            found.push(
              `table "${caption}": a cell ends at ${Math.round(rect.right)} px, beyond its box's visible edge at ${Math.round(visibleRight)} px: ${describe(cell)}`,
            );
            break;
          }
        }
        for (const button of Array.from(table.querySelectorAll('tbody button'))) {
          const rect = button.getBoundingClientRect();
          if (rect.width === 0) continue;
          if (rect.left < 0 || rect.right > Math.min(viewport, visibleRight) + 1) {
            found.push(
              `table "${caption}": a row's button is not wholly in view (${Math.round(rect.left)}-${Math.round(rect.right)} px): ${describe(button)}`,
            );
            break;
          }
        }
      }
    }

    // The box an element lies in: its nearest ancestor with a box of its own (a `contents` or
    // inline wrapper has none to compare with).
    const boxOf = (element: Element) => {
      let box = element.parentElement;
      while (box && box !== main) {
        const display = getComputedStyle(box).display;
        if (display !== 'contents' && !display.startsWith('inline')) break;
        box = box.parentElement;
      }
      return box;
    };
    for (const element of Array.from(main.querySelectorAll('*'))) {
      if (!(element instanceof HTMLElement)) continue;
      const parent = boxOf(element);
      if (!parent || clips(parent)) continue;
      const style = getComputedStyle(element);
      // Positioned layers (menus, tooltips, visually hidden text) are not in the flow.
      if (style.position === 'absolute' || style.position === 'fixed') continue;
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      const outer = parent.getBoundingClientRect();
      // A small negative margin (a ghost button lined up with the text) is a design, not an
      // overflow: what sticks out past the right edge, or is wider than its box, is.
      if (rect.right > outer.right + 1 || rect.width > outer.width + 1) {
        found.push(
          `${describe(element)} (${Math.round(rect.left)}-${Math.round(rect.right)} px) sticks out of its box ${describe(parent)} (${Math.round(outer.left)}-${Math.round(outer.right)} px)`,
        );
      }
    }
    return found;
  }, tablesFit);
  // A framed page of our own (the campaigns list's snapshot) fits its frame, both ways: its
  // figures cut off at the frame's edge are as lost as a clipped column.
  for (const frame of page.frames()) {
    if (frame === page.mainFrame() || !frame.url().startsWith(new URL(page.url()).origin)) continue;
    const size = await frame.evaluate(() => {
      const root = document.documentElement;
      return [root.scrollWidth, root.clientWidth, root.scrollHeight, root.clientHeight];
    });
    const [scrollWidth = 0, width = 0, scrollHeight = 0, height = 0] = size;
    if (scrollWidth > width || scrollHeight > height) {
      problems.push(
        `the framed page ${frame.url()} (${scrollWidth} x ${scrollHeight} px) does not fit its ${width} x ${height} px frame`,
      );
    }
  }
  return problems;
}

/** The screen fits its width (fitProblems finds nothing); `where` names the width. */
export async function expectScreenFits(page: Page, where: string, options: FitOptions) {
  await expectNoHorizontalOverflow(page, where);
  expect(
    await fitProblems(page, options),
    `what does not fit at ${where} on ${page.url()}`,
  ).toEqual([]);
}

/**
 * The screen fits on each of its tabs (the reviews' Pending, Approved and Rejected): the open
 * tab first, then each other one, opened as a user does. A screen without tabs: itself.
 */
export async function expectEveryTabFits(page: Page, where: string, options: FitOptions) {
  await expectScreenFits(page, where, options);
  const tabs = await page.getByRole('main').getByRole('tablist').getByRole('tab').all();
  const opened = await Promise.all(tabs.map((tab) => tab.getAttribute('aria-selected')));
  for (const [index, tab] of tabs.entries()) {
    if (opened[index] === 'true') continue;
    const name = (await tab.textContent())?.trim() ?? '';
    await tab.click();
    await settle(page);
    await expectScreenFits(page, `${where}, the ${name} tab`, options);
  }
}
