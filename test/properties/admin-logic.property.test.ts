// Property tests for the admin screens' pure logic: arbitrary input never throws and always
// yields either a valid value or one of the screen's own messages.
import { MONEY_MESSAGES, TEXT_MESSAGES } from '@/rules/field-bounds';
import fc from 'fast-check';
import { ACCOUNT_MESSAGES, accountSchema } from '@/features/accounts/account-schema';
import { fractionToPercent, percentToFraction } from '@/lib/text/format';
import { defaultBidderFormValues } from '@/features/bidders/bidder-body';
import { BIDDER_RULE_MESSAGES as BIDDER_MESSAGES } from '@/rules/bidder-rules';
import { bidderSchema, hasAtMostTwoDecimals } from '@/features/bidders/bidder-schema';
import { splitIds } from '@/lib/text/ids';
import { NEW_BIDDER_PROTOCOLS } from '@/rules/bidder-protocols';
import { INVITE_MESSAGES, inviteSchema } from '@/features/settings/invite-schema';
import { DEFAULT_DEBUG_MINUTES, parseDebugMinutes } from '@/features/tools/debug-minutes';

function errorsOf(validate: () => unknown): string[] {
  try {
    validate();
    return [];
  } catch (error) {
    return (error as { errors?: string[] }).errors ?? [String(error)];
  }
}

const idChars = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789_-'.split(''));
const id = fc.string({ unit: idChars, minLength: 1, maxLength: 12 });
const separator = fc.constantFrom(',', ' ', '\n', ', ', ',\n', '\t', '\r\n', ' ,  ');

describe('placement id splitting (FORM-ID-LIST)', () => {
  it('never throws and never yields blanks, separators or duplicates', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const ids = splitIds(text);
        expect(new Set(ids).size).toBe(ids.length);
        for (const value of ids) expect(value).toMatch(/^[^\s,]+$/);
      }),
    );
  });

  it('recovers exactly the distinct ids, in first-seen order, whatever the separators', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(id, separator), { maxLength: 30 }),
        fc.string({ unit: fc.constantFrom(' ', '\n', ','), maxLength: 3 }),
        (parts, lead) => {
          const text = lead + parts.map(([value, sep]) => value + sep).join('');
          const expected = [...new Set(parts.map(([value]) => value))];
          expect(splitIds(text)).toEqual(expected);
        },
      ),
    );
  });

  it('is idempotent over its own output joined by any separator', () => {
    fc.assert(
      fc.property(fc.string(), separator, (text, sep) => {
        const ids = splitIds(text);
        expect(splitIds(ids.join(sep))).toEqual(ids);
      }),
    );
  });
});

describe('bidder schema, for any typed numbers', () => {
  // The schema's own messages, and the bounds every path adds (FORM-TEXT-BOUNDS, FORM-MONEY-BOUNDS).
  const bidderMessages = new Set<string>([
    ...Object.values(BIDDER_MESSAGES),
    TEXT_MESSAGES.tooLong('Bidder Name'),
    TEXT_MESSAGES.control('Bidder Name'),
    MONEY_MESSAGES.cents('Daily Budget'),
    MONEY_MESSAGES.max('Daily Budget', 'budget'),
    MONEY_MESSAGES.cents('Min Bid Floor'),
    MONEY_MESSAGES.max('Min Bid Floor', 'cpm'),
  ]);
  const typed = fc.oneof(
    fc.string({ maxLength: 8 }),
    fc.double({ noNaN: true, min: -1e6, max: 1e6 }).map(String),
    fc.integer({ min: -100, max: 10000 }).map(String),
  );

  it('answers only with its own messages', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...NEW_BIDDER_PROTOCOLS),
        fc.string({ maxLength: 10 }),
        typed,
        typed,
        typed,
        typed,
        (protocol, name, spendDaily, timeoutMs, sendRate, minBidFloor) => {
          const values = defaultBidderFormValues();
          const input = {
            ...values,
            name,
            spendDaily,
            timeoutMs,
            sendRate,
            OpenRtb: { ...values.OpenRtb, url: 'https://x.example', minBidFloor },
          };
          for (const message of errorsOf(() =>
            bidderSchema(protocol).validateSync(input, { abortEarly: false }),
          )) {
            expect(bidderMessages).toContain(message);
          }
        },
      ),
    );
  });

  it('accepts every in-range send rate with at most two decimals, and rejects the rest', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -50, max: 150 }),
        fc.integer({ min: 0, max: 9 }),
        (hundredths, extra) => {
          const rate = hundredths / 100 + extra / 1000;
          const values = {
            ...defaultBidderFormValues(),
            name: 'n',
            sendRate: String(rate),
            Adomni: { ownerKey: 'k' },
          };
          const errors = errorsOf(() =>
            bidderSchema('Adomni').validateSync(values, { abortEarly: false }),
          );
          const valid = rate >= 0 && rate <= 1 && hasAtMostTwoDecimals(rate);
          expect(errors.length === 0).toBe(valid);
        },
      ),
    );
  });

  it('accepts a timeout exactly from 20 to 7500 ms', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 9000 }), (timeout) => {
        const values = {
          ...defaultBidderFormValues(),
          name: 'n',
          timeoutMs: String(timeout),
          Broadsign: { apiKey: 'k' },
        };
        const errors = errorsOf(() =>
          bidderSchema('Broadsign').validateSync(values, { abortEarly: false }),
        );
        expect(errors.length === 0).toBe(timeout >= 20 && timeout <= 7500);
      }),
    );
  });
});

describe('account and invite schemas, for any input', () => {
  it('account: valid or its own messages', () => {
    const allowed = new Set<string>(Object.values(ACCOUNT_MESSAGES));
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom('Advertiser', 'Publisher', 'Exchange', 'Other', ''),
        fc.oneof(fc.string(), fc.double().map(String)),
        (name, kind, fee) => {
          for (const message of errorsOf(() =>
            accountSchema.validateSync({ name, kind, dspFeePercent: fee }, { abortEarly: false }),
          )) {
            expect(allowed).toContain(message);
          }
        },
      ),
    );
  });

  it('fee percent and fraction convert back and forth', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9900 }), (hundredths) => {
        const percent = hundredths / 100;
        expect(fractionToPercent(percentToFraction(percent))).toBeCloseTo(percent, 8);
      }),
    );
  });

  it('invite: valid or its own messages', () => {
    const allowed = new Set<string>(Object.values(INVITE_MESSAGES));
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.emailAddress()),
        fc.constantFrom('SSP', 'DSP', 'Admin', ''),
        (email, role) => {
          for (const message of errorsOf(() =>
            inviteSchema.validateSync({ email, role }, { abortEarly: false }),
          )) {
            expect(allowed).toContain(message);
          }
        },
      ),
    );
  });
});

describe('debug minutes, for any input', () => {
  it('is always a positive whole number, and the typed one when that is one', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.integer().map(String), fc.double().map(String)),
        (input) => {
          const minutes = parseDebugMinutes(input);
          expect(Number.isInteger(minutes) && minutes > 0).toBe(true);
          if (/^\s*[1-9]\d{0,5}\s*$/.test(input)) expect(minutes).toBe(Number(input));
          if (input.trim() === '') expect(minutes).toBe(DEFAULT_DEBUG_MINUTES);
        },
      ),
    );
  });
});
