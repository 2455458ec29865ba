// isolateText (src/lib/text/bidi-text.ts): a name with bidi controls left open is wrapped so that
// nothing after it in a composed string falls under them; any other name is left as it is.
import { buyersText } from '@/features/deals/deal-format';
import { isolateText } from '@/lib/text/bidi-text';
import { HOSTILE_BIDI, HOSTILE_INVISIBLE, HOSTILE_RTL } from '@/mocks/seed/hostile';

const FSI = '\u2068';
const PDI = '\u2069';

/**
 * The controls still open after `text`, read as the Unicode bidi algorithm does: a PDF ends the
 * last embedding or override unless an isolate is on top, a PDI ends the last isolate and all
 * opened since.
 */
function openControls(text: string): string[] {
  const open: string[] = [];
  for (const char of text) {
    if ('\u202A\u202B\u202D\u202E\u2066\u2067\u2068'.includes(char)) open.push(char);
    else if (char === '\u202C' && !'\u2066\u2067\u2068'.includes(open.at(-1) ?? '\u2066')) {
      open.pop();
    } else if (char === PDI && open.some((entry) => '\u2066\u2067\u2068'.includes(entry))) {
      while (!'\u2066\u2067\u2068'.includes(open.pop() ?? '\u2066'));
    }
  }
  return open;
}

describe('isolateText', () => {
  it('leaves a name without bidi controls as it is, right-to-left text included', () => {
    expect(isolateText('Acme Coffee Co.')).toBe('Acme Coffee Co.');
    expect(isolateText(HOSTILE_RTL)).toBe(HOSTILE_RTL);
  });

  it('closes an override (U+202E) and an isolate (U+2067) a name leaves open', () => {
    expect(openControls(`${HOSTILE_BIDI} (seat)`)).toEqual(['\u202E', '\u2067']);
    const isolated = isolateText(HOSTILE_BIDI);
    expect(isolated).toBe(`${FSI}${HOSTILE_BIDI}${PDI}${PDI}`);
    expect(openControls(`${isolated} (seat)`)).toEqual([]);
    expect(openControls(isolateText(HOSTILE_INVISIBLE))).toEqual([]);
  });

  it('keeps every character of the name, zero-width and NUL included', () => {
    const isolated = isolateText(HOSTILE_INVISIBLE);
    expect(isolated.slice(1, 1 + HOSTILE_INVISIBLE.length)).toBe(HOSTILE_INVISIBLE);
    expect(isolated).toContain('Before\u0000after NUL');
  });
});

describe('names composed with other text', () => {
  it("the deals list's buyers: a buyer name's open controls end before the next buyer", () => {
    const names = new Map([
      ['acc_bidi', HOSTILE_BIDI],
      ['acc_acme', 'Acme Coffee Co.'],
    ]);
    const text = buyersText(['acc_bidi', 'acc_acme'], names);
    expect(text).toBe(`${isolateText(HOSTILE_BIDI)}, Acme Coffee Co.`);
    expect(openControls(text.slice(0, text.indexOf(', Acme')))).toEqual([]);
    expect(buyersText(['acc_acme', 'seat_9'], names)).toBe('Acme Coffee Co., seat_9');
  });
});
