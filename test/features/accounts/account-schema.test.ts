import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { fractionToPercent, percentToFraction } from '@/lib/text/format';
import {
  ACCOUNT_MESSAGES,
  accountCreateSchema,
  accountSchema,
  ownerRolesFor,
  suggestedOwnerRole,
  toAccountCreateBody,
  toAccountUpdateBody,
} from '@/features/accounts/account-schema';

const validEdit = { name: 'Acme Coffee Co.', kind: 'Advertiser', dspFeePercent: 15 };
const validCreate = {
  ...validEdit,
  ownerName: 'Dana Buyer',
  ownerEmail: 'dana@acme.example',
  ownerRole: 'DSP',
};

/** Every message the schema reports for `values`, by field. */
function errorsOf(schema: typeof accountSchema | typeof accountCreateSchema, values: object) {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const byPath: Record<string, string[]> = {};
    for (const inner of error.inner) (byPath[inner.path ?? ''] ??= []).push(inner.message);
    return byPath;
  }
}

// Requirements checked here: ACC-NAME, ACC-KIND, ACC-DSP-FEE, ACC-FEE-FRACTION, ACC-OWNER,
// ACC-OWNER-ROLE.
describe('account schema (edit)', () => {
  it('accepts a complete account', () => {
    expect(errorsOf(accountSchema, validEdit)).toEqual({});
  });

  it('requires a name, also when only spaces are typed', () => {
    expect(errorsOf(accountSchema, { ...validEdit, name: '' }).name).toEqual([
      'Account name is required',
    ]);
    expect(errorsOf(accountSchema, { ...validEdit, name: '   ' }).name).toEqual([
      'Account name is required',
    ]);
  });

  it('requires a kind of Advertiser, Publisher or Exchange', () => {
    expect(errorsOf(accountSchema, { ...validEdit, kind: '' }).kind).toEqual([
      ACCOUNT_MESSAGES.kindRequired,
    ]);
    expect(errorsOf(accountSchema, { ...validEdit, kind: 'Agency' }).kind).toEqual([
      ACCOUNT_MESSAGES.kindInvalid,
    ]);
    for (const kind of ['Advertiser', 'Publisher', 'Exchange']) {
      expect(errorsOf(accountSchema, { ...validEdit, kind })).toEqual({});
    }
  });

  it.each([
    ['', ACCOUNT_MESSAGES.feeRequired],
    [Number.NaN, ACCOUNT_MESSAGES.feeRequired],
    ['abc', ACCOUNT_MESSAGES.feeNumber],
    [-0.01, ACCOUNT_MESSAGES.feeMin],
    [99.01, ACCOUNT_MESSAGES.feeMax],
    [100, ACCOUNT_MESSAGES.feeMax],
    [12.345, ACCOUNT_MESSAGES.feeDecimals],
  ])('rejects a DSP fee of %s with %j', (dspFeePercent, message) => {
    expect(errorsOf(accountSchema, { ...validEdit, dspFeePercent }).dspFeePercent).toEqual([
      message,
    ]);
  });

  it.each([0, 0.01, 12.5, '15', 99])('accepts a DSP fee of %s%%', (dspFeePercent) => {
    expect(errorsOf(accountSchema, { ...validEdit, dspFeePercent })).toEqual({});
  });

  it('states the fee bounds in its messages', () => {
    expect(ACCOUNT_MESSAGES.feeMin).toBe('DSP fee must be at least 0%');
    expect(ACCOUNT_MESSAGES.feeMax).toBe('DSP fee must be at most 99%');
  });
});

describe('account schema (create)', () => {
  it('accepts a complete account with its owner', () => {
    expect(errorsOf(accountCreateSchema, validCreate)).toEqual({});
  });

  it('requires the owner name and email', () => {
    const errors = errorsOf(accountCreateSchema, {
      ...validCreate,
      ownerName: ' ',
      ownerEmail: '',
    });
    expect(errors.ownerName).toEqual(['Owner name is required']);
    expect(errors.ownerEmail).toEqual(['Owner email is required']);
  });

  it.each(['dana', 'dana@acme', 'dana@@acme.example', 'da na@acme.example'])(
    'rejects the malformed owner email %j',
    (ownerEmail) => {
      expect(errorsOf(accountCreateSchema, { ...validCreate, ownerEmail }).ownerEmail).toEqual([
        'Enter a valid email address',
      ]);
    },
  );

  it('requires an owner role of DSP or SSP', () => {
    expect(errorsOf(accountCreateSchema, { ...validCreate, ownerRole: '' }).ownerRole).toEqual([
      ACCOUNT_MESSAGES.ownerRoleRequired,
    ]);
    expect(errorsOf(accountCreateSchema, { ...validCreate, ownerRole: 'Root' }).ownerRole).toEqual([
      ACCOUNT_MESSAGES.ownerRoleInvalid,
    ]);
    expect(errorsOf(accountCreateSchema, { ...validCreate, ownerRole: 'SSP' })).toEqual({});
  });

  it('allows an Admin owner for an Exchange account only', () => {
    expect(errorsOf(accountCreateSchema, { ...validCreate, ownerRole: 'Admin' }).ownerRole).toEqual(
      [ACCOUNT_MESSAGES.ownerAdminOnlyExchange],
    );
    expect(
      errorsOf(accountCreateSchema, { ...validCreate, kind: 'Exchange', ownerRole: 'Admin' }),
    ).toEqual({});
    expect(ownerRolesFor('Advertiser')).toEqual(['DSP', 'SSP']);
    expect(ownerRolesFor('Exchange')).toEqual(['DSP', 'SSP', 'Admin']);
  });

  it('suggests the owner role that fits the kind', () => {
    expect(suggestedOwnerRole('Advertiser')).toBe('DSP');
    expect(suggestedOwnerRole('Publisher')).toBe('SSP');
    expect(suggestedOwnerRole('Exchange')).toBe('Admin');
  });
});

describe('fee conversion and request bodies', () => {
  it('sends the DSP fee as a fraction and shows it as a percent', () => {
    expect(percentToFraction(15)).toBe(0.15);
    expect(percentToFraction(12.5)).toBe(0.125);
    expect(percentToFraction(7)).toBe(0.07);
    expect(percentToFraction(0)).toBe(0);
    expect(percentToFraction(99)).toBe(0.99);
    expect(fractionToPercent(0.15)).toBe(15);
    expect(fractionToPercent(0.07)).toBe(7);
    expect(fractionToPercent(0.125)).toBe(12.5);
  });

  it('builds the update body from the cast form values', () => {
    const values = accountSchema.validateSync({
      ...validEdit,
      name: '  Acme  ',
      dspFeePercent: '15',
    });
    expect(toAccountUpdateBody(values)).toEqual({
      name: 'Acme',
      kind: 'Advertiser',
      fees: { dsp: 0.15 },
    });
  });

  it('builds the create body with the owner', () => {
    const values = accountCreateSchema.validateSync({
      ...validCreate,
      ownerEmail: ' dana@acme.example ',
    });
    expect(toAccountCreateBody(values)).toEqual({
      name: 'Acme Coffee Co.',
      kind: 'Advertiser',
      fees: { dsp: 0.15 },
      owner: { name: 'Dana Buyer', email: 'dana@acme.example', role: 'DSP' },
    });
  });
});
