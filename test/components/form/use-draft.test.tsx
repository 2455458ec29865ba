// The editor kit's draft (src/components/form/use-draft.ts): a draft of an older format is
// converted when the form knows how, else offered with its fields the form still has, never
// dropped without a word (MANY-DRAFT-FORMAT; FORM-DRAFTS).
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDraft } from '@/components/form/use-draft';
import { storeOlderDraft } from '../../parts';
import { signInAs } from '../../utils';

const DEFAULTS = { name: '', timeoutMs: '300', tags: [] as string[] };

describe('useDraft: drafts of an older format', () => {
  it('useDraft converts an older draft when the form gives convert, and restores it', async () => {
    await signInAs('admin');
    storeOlderDraft('bidder.b_9', { title: 'Old name', timeout: 450 });
    const { result } = renderHook(() =>
      useDraft({
        key: 'bidder.b_9',
        version: 2,
        defaults: DEFAULTS,
        convert: (values, from) =>
          from === 0 ? { name: String(values.title), timeoutMs: String(values.timeout) } : null,
      }),
    );
    expect(result.current.initialValues).toEqual({ name: 'Old name', timeoutMs: '450', tags: [] });
    expect(result.current.restored).toBe(true);
    expect(result.current.outdated).toBeNull();
  });

  it('useDraft offers an older draft it cannot convert: not applied, its fields of the same kind kept for review', async () => {
    await signInAs('admin');
    storeOlderDraft('bidder.b_9', { name: 'Typed long ago', timeoutMs: 450, tags: ['a'], gone: 1 });
    const { result } = renderHook(() =>
      useDraft({ key: 'bidder.b_9', version: 2, defaults: DEFAULTS }),
    );
    expect(result.current.initialValues).toEqual(DEFAULTS);
    expect(result.current.restored).toBe(false);
    expect(result.current.outdated).toEqual({
      held: { name: 'Typed long ago', timeoutMs: 450, tags: ['a'], gone: 1 },
      // timeoutMs was a number then and is text now: shown, not put back.
      values: { name: 'Typed long ago', tags: ['a'] },
    });
  });
});
