import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { estimateCampaign, type EstimateInput } from '@/features/campaigns/estimates';

const anyNumber = fc.oneof(
  fc.double(),
  fc.constantFrom(0, -0, -1, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY),
  fc.double({ min: 0, max: 1, noNaN: true }),
);
const anyDate = fc.oneof(
  fc.string(),
  fc
    .date({ min: new Date('2000-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10)),
);
const input: fc.Arbitrary<EstimateInput> = fc.record({
  budgetType: fc.constantFrom('lifetime' as const, 'daily' as const),
  budget: anyNumber,
  dateStart: anyDate,
  dateEnd: anyDate,
  fees: fc.record({ dsp: anyNumber, agency: anyNumber }),
  bidCpm: anyNumber,
  dayParts: fc.array(
    fc.record({
      weekday: fc.integer({ min: -2, max: 9 }),
      hour: fc.integer({ min: -2, max: 26 }),
      bidCpmOverride: fc.option(anyNumber, { nil: null }),
    }),
    { maxLength: 40 },
  ),
  fallback: fc.constantFrom('campaignDefault' as const, 'dayPartsOnly' as const),
});

// EST-SAFE-INPUT, EST-FEE-CAP.
describe('campaign estimates, for any input', () => {
  it('never throw and never return NaN', () => {
    fc.assert(
      fc.property(input, (value) => {
        const result = estimateCampaign(value);
        for (const figure of Object.values(result)) {
          if (figure !== null) expect(Number.isNaN(figure)).toBe(false);
        }
      }),
    );
  });

  it('keep gross = net + agency fee + DSP fee', () => {
    fc.assert(
      fc.property(input, (value) => {
        const { grossBudget, netBudget, agencyFee, dspFee } = estimateCampaign(value);
        if (!Number.isFinite(grossBudget)) return;
        expect(Math.abs(netBudget + agencyFee + dspFee - grossBudget)).toBeLessThanOrEqual(
          Math.max(1e-6, Math.abs(grossBudget) * 1e-9),
        );
      }),
    );
  });
});
