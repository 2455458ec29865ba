// What the hostile sweep checks about invisible characters in people's text (issue 30): a bidi
// control left open (U+202E, U+2067) reorders at most the text of its own element, never the
// text after it on the same line; a NUL does not cut the text; zero-width characters are kept
// as they are (src/mocks/seed/hostile.ts holds the payloads).
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Runs in the page. Every visible text node holding a bidi control is read as the Unicode bidi
 * algorithm does (a PDF ends the last embedding or override, a PDI the last isolate and all
 * opened since): a control a `payload` (a record's whole text) opens and leaves open must not
 * reach text after the payload in the same node (`{name} (seat)` composed in one string), and
 * a control the node leaves open must not reach visible text after the node in its bidi
 * container: the nearest element that isolates (`unicode-bidi: isolate`, `<bdi>`, `dir`), or
 * else the nearest block, which ends a bidi paragraph. Returns the leaks and how many text
 * nodes with a control were seen.
 */
export function findBidiLeaks(payloads: string[]): { seen: number; leaks: string[] } {
  const CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
  const EMBEDDING = '\u202A\u202B\u202D\u202E';
  const ISOLATE = '\u2066\u2067\u2068';
  const ISOLATING = new Set(['isolate', 'isolate-override', 'plaintext']);
  const inline = (style: CSSStyleDeclaration) =>
    style.display === 'inline' || style.display === 'contents';
  const leaks: string[] = [];
  let seen = 0;
  const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = texts.nextNode(); node; node = texts.nextNode()) {
    const value = node.nodeValue ?? '';
    const parent = node.parentElement;
    if (!parent || !CONTROL.test(value)) continue;
    if (!parent.checkVisibility() || ['OPTION', 'TITLE'].includes(parent.tagName)) continue;
    seen += 1;
    // Where each payload occurrence ends, and the controls still open (with where they opened).
    const ends = new Map<number, number>();
    for (const payload of payloads) {
      for (let at = value.indexOf(payload); at >= 0; at = value.indexOf(payload, at + 1)) {
        ends.set(at + payload.length, at);
      }
    }
    const open: { kind: 'embedding' | 'isolate'; at: number }[] = [];
    let closedPayloads: { start: number; end: number }[] = [];
    for (let index = 0; index < value.length; index += 1) {
      const start = ends.get(index);
      if (start !== undefined) closedPayloads.push({ start, end: index });
      const char = value[index];
      if (EMBEDDING.includes(char)) open.push({ kind: 'embedding', at: index });
      else if (ISOLATE.includes(char)) open.push({ kind: 'isolate', at: index });
      else if (char === '\u202C' && open.at(-1)?.kind === 'embedding') open.pop();
      else if (char === '\u2069' && open.some((entry) => entry.kind === 'isolate')) {
        while (open.pop()?.kind !== 'isolate');
      } else if (char.trim() && !CONTROL.test(char)) {
        // Text after a payload, outside it: is it under a control the payload opened?
        const reached = closedPayloads.find((payload) =>
          open.some((entry) => entry.at >= payload.start && entry.at < payload.end),
        );
        if (reached && !ends.has(index)) {
          leaks.push(
            `"${value.slice(reached.end, reached.end + 40)}" after a payload, in one text`,
          );
          closedPayloads = [];
        }
      }
    }
    if (open.length === 0) continue;
    let container: Element = parent;
    for (let element: Element | null = parent; element; element = element.parentElement) {
      container = element;
      const style = getComputedStyle(element);
      if (!inline(style) || ISOLATING.has(style.unicodeBidi)) break;
    }
    // The visible text after the node up to the end of its paragraph (a block inside ends it;
    // an inline-block, an absolutely positioned or a hidden element is not in the line).
    const walk = document.createTreeWalker(
      container,
      NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT,
    );
    walk.currentNode = node;
    const skipSubtree = () => {
      while (!walk.nextSibling()) if (!walk.parentNode()) return null;
      return walk.currentNode;
    };
    let after = '';
    for (let next = walk.nextNode(); next;) {
      if (next instanceof Element) {
        const style = getComputedStyle(next);
        if (next.tagName === 'BR') break;
        const outOfLine =
          style.display === 'none' ||
          style.display.startsWith('inline-') ||
          ['absolute', 'fixed'].includes(style.position);
        if (outOfLine) {
          next = skipSubtree();
          continue;
        }
        if (!inline(style)) break;
      } else if (next.parentElement?.checkVisibility()) after += next.nodeValue ?? '';
      next = walk.nextNode();
    }
    if (after.trim()) {
      leaks.push(
        `"${after.trim().slice(0, 40)}" after "${value.slice(0, 40)}" in <${container.tagName.toLowerCase()}>`,
      );
    }
  }
  return { seen, leaks };
}

/** No open bidi control in the page reaches text after its own element. */
export async function expectBidiContained(
  page: Page,
  payloads: string[],
  where: string,
): Promise<number> {
  const { seen, leaks } = await page.evaluate(findBidiLeaks, payloads);
  expect(leaks, `text reordered by an open bidi control at ${where}`).toEqual([]);
  return seen;
}

/**
 * `text` (with its NUL, zero-width and bidi characters) is the whole text of a visible element
 * in main (of a `selector` one when given): shown whole, nothing cut at the NUL or dropped.
 */
export async function expectShownWhole(
  page: Page,
  text: string,
  where: string,
  selector = '*',
): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          ([wanted, css]) =>
            Array.from(document.querySelectorAll(`main ${css}`)).filter(
              (element) =>
                element.textContent === wanted &&
                element.checkVisibility() &&
                element.getBoundingClientRect().width > 0,
            ).length,
          [text, selector] as const,
        ),
      { message: `${JSON.stringify(text)} shown whole at ${where}` },
    )
    .toBeGreaterThan(0);
}
