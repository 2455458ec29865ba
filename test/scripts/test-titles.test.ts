// The catalogue's checker (scripts/catalogue.mjs) counts a cited test only when its file declares
// a running test of exactly that title: these pin what counts as one.
import { testTitles } from '../../scripts/test-titles.mjs';

describe('testTitles (the bad-input catalogue checker)', () => {
  it('reads it() and test() titles in every quote style, escapes included', () => {
    const source = [
      "it('plain title', () => {});",
      'test("double \\"quoted\\" title", async () => {});',
      'it(`a template ${1 + 1} title`, () => {});',
      "it('Don\\'t lose it', () => {});",
    ].join('\n');
    expect(testTitles(source)).toEqual([
      'plain title',
      'double "quoted" title',
      'a template ${1 + 1} title',
      "Don't lose it",
    ]);
  });

  it('reads each(), concurrent and describe-nested titles', () => {
    const source = `
      describe('group', () => {
        it.each([['a', (x) => x], ['b', [1, 2]]])('table title %s', (name) => {});
        test.concurrent('concurrent title', async () => {});
        test.describe('pw group', () => { test('pw title', async ({ page }) => {}); });
      });`;
    expect(testTitles(source)).toEqual(['table title %s', 'concurrent title', 'pw title']);
  });

  it('does not count a title in a comment, a plain string, or a skipped, todo or focused test', () => {
    // The modified calls are put together here, so this file itself holds no skipped or focused
    // test for the repository's own check to find.
    const modified = (fn: string, modifier: string, title: string) =>
      `${fn}.${modifier}('${title}', () => {});`;
    const source = `
      // it('in a line comment', () => {});
      /* test('in a block comment', () => {}); */
      const text = "it('in a string', () => {})";
      ${modified('it', 'skip', 'skipped')}
      ${modified('it', 'todo', 'todo')}
      ${modified('test', 'fixme', 'fixme')}
      ${modified('it', 'only', 'focused')}
      describe('a describe title', () => {});
      await test.step('a step', async () => {});
      it('the only real one', () => {});`;
    expect(testTitles(source)).toEqual(['the only real one']);
  });

  it('matches whole titles: a cited title is not found inside a longer one', () => {
    const titles = testTitles("it('saves once, and says so', () => {});");
    expect(titles.includes('saves once')).toBe(false);
    expect(titles.includes('saves once, and says so')).toBe(true);
  });

  it('is not thrown off by a regular expression, a division or JSX text with an apostrophe', () => {
    const source = `
      const pattern = /it\\('not a test'\\)/g;
      const ratio = total / count / 2;
      render(<p>Don't panic</p>);
      it('after the noise', () => { expect(a / b).toBe(1); });`;
    expect(testTitles(source)).toEqual(['after the noise']);
  });
});
