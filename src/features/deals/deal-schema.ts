// The deal form's values and rules (DEAL-NAME, DEAL-FLOOR, DEAL-AUCTION, DEAL-PRIORITY, DEAL-SEATS,
// DEAL-SCREENS-REQUIRED, DEAL-DATES, DEAL-DAY-PARTS). Every message is the demo server's
// (src/rules/deal-rules.ts); numbers are held as typed text and parsed here, as the other
// forms do (a blank floor is "required", never 0).
import { BOUND_LABELS as L } from '@/rules/field-bounds';
import { moneyBounds, nameBounds } from '@/lib/saving/field-rules';
import * as yup from 'yup';
import {
  DEAL_AUCTION_TYPES,
  DEAL_PRIORITY_MAX,
  DEAL_PRIORITY_MIN,
  DEAL_RULE_MESSAGES as M,
  type DealAuctionType,
} from '@/rules/deal-rules';
import { parseNumberText } from '@/lib/text/number-text';
import { DEAL_FORM_MESSAGES } from '@/features/deals/form-messages';

/** How the deal chooses its screens: placements one by one, or venue types and states. */
export type DealScreenMode = 'placements' | 'venues';

/** One hour of the week the deal runs (weekday 0 = Monday), in each screen's local time. */
export interface DealFormDayPart {
  weekday: number;
  hour: number;
}

export interface DealFormValues {
  name: string;
  auctionType: DealAuctionType;
  /** As typed: USD CPM, the fixed price of a Fixed price deal. */
  floorCpm: string;
  /** `1` … `10` (the select's value). */
  priority: string;
  /** Buyer Seat IDs: advertiser accounts' ids, or typed. */
  seats: string[];
  screenMode: DealScreenMode;
  /** Both ways are kept while the user switches; only the chosen one is sent. */
  placements: string[];
  venueTypes: number[];
  states: string[];
  dateStart: string;
  dateEnd: string;
  /** Empty: every hour. Sorted by weekday, then hour. */
  dayParts: DealFormDayPart[];
  isActive: boolean;
}

const isDate = (value: string | undefined) => /^\d{4}-\d{2}-\d{2}$/.test(value ?? '');

/** Typed text to a number: blank is undefined (required), anything not plain decimal is NaN. */
const numberFromText = (value: unknown, original: unknown) => {
  if (original === null || (typeof original === 'string' && original.trim() === '')) {
    return undefined;
  }
  return typeof original === 'string' ? (parseNumberText(original) ?? Number.NaN) : value;
};

const modeOf = (parent: unknown): DealScreenMode =>
  (parent as Partial<DealFormValues>).screenMode === 'placements' ? 'placements' : 'venues';

export const dealSchema = yup.object({
  // FORM-TEXT-BOUNDS: `Deal name must be at most 200 characters`.
  name: yup.string().trim().required(M.name).test(nameBounds(L.dealName)),
  auctionType: yup
    .string()
    .required(M.auctionType)
    .oneOf([...DEAL_AUCTION_TYPES], M.auctionType),
  floorCpm: yup
    .number()
    .transform(numberFromText)
    .typeError(DEAL_FORM_MESSAGES.floorNumber)
    .required(M.floorRequired)
    .min(0, M.floorMin)
    .test(moneyBounds(L.dealFloor, 'cpm')),
  priority: yup
    .number()
    .transform(numberFromText)
    .typeError(M.priority)
    .required(M.priority)
    .integer(M.priority)
    .min(DEAL_PRIORITY_MIN, M.priority)
    .max(DEAL_PRIORITY_MAX, M.priority),
  seats: yup
    .array(yup.string().defined())
    .default([])
    .test('seats', M.seats, (seats) => (seats ?? []).some((seat) => seat.trim() !== '')),
  screenMode: yup.mixed<DealScreenMode>().oneOf(['placements', 'venues']).defined(),
  // The screens rule sits on the field of the chosen way, so its message shows under it.
  placements: yup
    .array(yup.string().defined())
    .default([])
    .test(
      'screens',
      M.screens,
      (ids, { parent }) => modeOf(parent) !== 'placements' || (ids ?? []).length > 0,
    ),
  venueTypes: yup
    .array(yup.number().defined())
    .default([])
    .test(
      'screens',
      M.screens,
      (kinds, { parent }) => modeOf(parent) !== 'venues' || (kinds ?? []).length > 0,
    ),
  states: yup.array(yup.string().defined()).default([]),
  dateStart: yup
    .string()
    .default('')
    .required(M.startRequired)
    .test('date', M.startRequired, isDate),
  dateEnd: yup
    .string()
    .default('')
    .required(M.endRequired)
    .test('date', M.endRequired, isDate)
    .test('order', M.endBeforeStart, (value, { parent }) => {
      const start = (parent as DealFormValues).dateStart;
      return !isDate(start) || !isDate(value) || (value ?? '') >= start;
    }),
  dayParts: yup
    .array(
      yup.object({
        weekday: yup.number().integer().min(0).max(6).defined(),
        hour: yup.number().integer().min(0).max(23).defined(),
      }),
    )
    .default([]),
  isActive: yup.boolean().defined(),
});
