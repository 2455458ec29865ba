import { describe, expect, it } from 'vitest';
import { rejectSchema } from '@/features/reviews/reject-schema';

const check = (reason: unknown) =>
  rejectSchema.validate({ reason }).then(
    (value) => ({ ok: true as const, value }),
    (error: Error) => ({ ok: false as const, message: error.message }),
  );

// Requirements checked here: REV-REJECT-REASON.
describe('rejectSchema', () => {
  it('requires a reason that is not blank, and trims it', async () => {
    expect(await check('')).toEqual({
      ok: false,
      message: 'A reason is required to reject a creative',
    });
    expect(await check('   ')).toMatchObject({ ok: false });
    expect(await check(undefined)).toMatchObject({ ok: false });
    expect(await check('  Too dark.  ')).toEqual({ ok: true, value: { reason: 'Too dark.' } });
  });

  it('keeps a reason to 500 characters', async () => {
    expect(await check('x'.repeat(500))).toMatchObject({ ok: true });
    expect(await check('x'.repeat(501))).toEqual({
      ok: false,
      message: 'Keep the reason to 500 characters or fewer',
    });
  });
});
