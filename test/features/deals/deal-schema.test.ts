// The deal form's rules (DEAL-NAME, DEAL-AUCTION, DEAL-FLOOR, DEAL-PRIORITY, DEAL-SEATS,
// DEAL-SCREENS-REQUIRED, DEAL-DATES, DEAL-DAY-PARTS) with the exact messages the demo server uses.
import { ValidationError } from 'yup';
import { DEAL_RULE_MESSAGES as M } from '@/rules/deal-rules';
import { newDealValues } from '@/features/deals/deal-body';
import { dealSchema, type DealFormValues } from '@/features/deals/deal-schema';
import { DEAL_FORM_MESSAGES } from '@/features/deals/form-messages';

/** A new deal that passes every rule. */
function validValues(): DealFormValues {
  return {
    ...newDealValues('2026-03-01'),
    name: 'Spring Rush',
    floorCpm: '4.5',
    seats: ['acc_acme'],
    venueTypes: [203],
  };
}

/** Every error as path -> message. */
function errorsOf(values: Partial<DealFormValues>): Record<string, string> {
  try {
    dealSchema.validateSync({ ...validValues(), ...values }, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((e) => [e.path ?? '', e.message]));
  }
}

describe('deal schema', () => {
  it('deal schema: a complete new deal passes', () => {
    expect(errorsOf({})).toEqual({});
  });

  it('deal schema: a blank or spaces-only name is "Deal name is required"', () => {
    expect(errorsOf({ name: '' })).toEqual({ name: M.name });
    expect(errorsOf({ name: '   ' })).toEqual({ name: M.name });
    expect(M.name).toBe('Deal name is required');
  });

  it('deal schema: a name of 200 characters passes and of 201 is refused', () => {
    expect(errorsOf({ name: 'a'.repeat(200) })).toEqual({});
    expect(errorsOf({ name: 'a'.repeat(201) })).toEqual({ name: M.nameLength });
  });

  it('deal schema: the auction is First price or Fixed price only', () => {
    expect(errorsOf({ auctionType: 'FixedPrice' })).toEqual({});
    expect(errorsOf({ auctionType: 'SecondPrice' as DealFormValues['auctionType'] })).toEqual({
      auctionType: M.auctionType,
    });
  });

  it('deal schema: the floor CPM is required, a number, and 0 or more', () => {
    expect(errorsOf({ floorCpm: '' })).toEqual({ floorCpm: M.floorRequired });
    expect(errorsOf({ floorCpm: 'abc' })).toEqual({ floorCpm: DEAL_FORM_MESSAGES.floorNumber });
    expect(errorsOf({ floorCpm: '1e3' })).toEqual({ floorCpm: DEAL_FORM_MESSAGES.floorNumber });
    expect(errorsOf({ floorCpm: '-0.01' })).toEqual({ floorCpm: M.floorMin });
    expect(M.floorMin).toBe('The floor CPM must be 0 or more');
    expect(errorsOf({ floorCpm: '0' })).toEqual({});
  });

  it('deal schema: the priority is a whole number from 1 to 10', () => {
    expect(errorsOf({ priority: '1' })).toEqual({});
    expect(errorsOf({ priority: '10' })).toEqual({});
    for (const priority of ['0', '11', '2.5', '', 'x']) {
      expect(errorsOf({ priority })).toEqual({ priority: M.priority });
    }
  });

  it('deal schema: no buyer seat (or only blank ones) is "Add at least one buyer seat"', () => {
    expect(errorsOf({ seats: [] })).toEqual({ seats: M.seats });
    expect(errorsOf({ seats: ['  '] })).toEqual({ seats: M.seats });
    expect(M.seats).toBe('Add at least one buyer seat');
    expect(errorsOf({ seats: ['seat_unknown_to_us'] })).toEqual({});
  });

  it('deal schema: by venue type, at least one venue type is needed; states are optional', () => {
    expect(errorsOf({ screenMode: 'venues', venueTypes: [], states: ['NY'] })).toEqual({
      venueTypes: M.screens,
    });
    expect(errorsOf({ screenMode: 'venues', venueTypes: [203], states: [] })).toEqual({});
    expect(M.screens).toBe('Choose at least one placement or venue type');
  });

  it('deal schema: by placement, at least one placement is needed and venue types are not', () => {
    expect(errorsOf({ screenMode: 'placements', placements: [], venueTypes: [203] })).toEqual({
      placements: M.screens,
    });
    expect(errorsOf({ screenMode: 'placements', placements: ['pl_1'], venueTypes: [] })).toEqual(
      {},
    );
  });

  it('deal schema: start and end dates are required', () => {
    expect(errorsOf({ dateStart: '' })).toEqual({ dateStart: M.startRequired });
    expect(errorsOf({ dateEnd: '' })).toEqual({ dateEnd: M.endRequired });
    expect(errorsOf({ dateStart: '03/01/2026' })).toEqual({ dateStart: M.startRequired });
  });

  it('deal schema: the end date may be the start date but not before it', () => {
    expect(errorsOf({ dateStart: '2026-03-01', dateEnd: '2026-03-01' })).toEqual({});
    expect(errorsOf({ dateStart: '2026-03-02', dateEnd: '2026-03-01' })).toEqual({
      dateEnd: M.endBeforeStart,
    });
    expect(M.endBeforeStart).toBe('The end date must be on or after the start date');
  });

  it('deal schema: day-parts are optional and each is a weekday 0-6 and an hour 0-23', () => {
    expect(errorsOf({ dayParts: [] })).toEqual({});
    expect(errorsOf({ dayParts: [{ weekday: 6, hour: 23 }] })).toEqual({});
    expect(Object.keys(errorsOf({ dayParts: [{ weekday: 7, hour: 0 }] }))).toEqual([
      'dayParts[0].weekday',
    ]);
  });
});
