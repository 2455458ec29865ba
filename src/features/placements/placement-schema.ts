// Placement validation. The messages the mock API says too come from one source
// (src/rules/placement-rules.ts: PLC-SERVER-RULES), so a rule broken on either side reads the
// same. Batch mode requires none of what a CSV line carries (name, external ID, venue type,
// location): its Verification fields are defaults, checked only when filled (BATCH-DEFAULTS).
import { BOUND_LABELS as L } from '@/rules/field-bounds';
import * as yup from 'yup';
import { sceneUrlProblem } from '@/rules/image-files';
import { moneyBounds, nameBounds } from '@/lib/saving/field-rules';
import { PLACEMENT_RULE_MESSAGES } from '@/rules/placement-rules';
import { isUsStateCode } from '@/data/us-states';
import { isVenueTypeId } from '@/data/venue-types';
import { parseNumberText } from '@/lib/text/number-text';
import { CUSTOM_RESOLUTION, type PlacementFormValues } from '@/features/placements/placement-form';

export const PLACEMENT_MESSAGES = {
  ...PLACEMENT_RULE_MESSAGES,
  bidFloorNumber: 'Bid floor CPM must be a number',
  line1Required: 'Address line 1 is required',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  zipRequired: 'Zip code is required',
  multiplierRequired: 'Impression multiplier is required',
  dwellTime: 'Dwell time must be at least 0 seconds',
  weeklyVisitors: 'Weekly visitors must be a whole number, at least 0',
} as const;

const M = PLACEMENT_MESSAGES;

export interface PlacementSchemaContext {
  mode: 'single' | 'batch';
}

type TestContext = yup.TestContext;
const isSingle = (context: TestContext) =>
  (context.options.context as PlacementSchemaContext | undefined)?.mode !== 'batch';
const valuesOf = (context: TestContext) => context.parent as PlacementFormValues;
const filled = (value: string | undefined) => (value ?? '').trim() !== '';

/** Optional numeric text within [min, max]. */
const numberIn = (min: number, max: number, message: string) =>
  yup
    .string()
    .default('')
    .test('range', message, (value) => {
      if (!filled(value)) return true;
      const parsed = parseNumberText(value);
      return parsed !== null && parsed >= min && parsed <= max;
    });

/** An address field required in single mode when the address places the screen. */
const addressField = (message: string) =>
  yup
    .string()
    .default('')
    .test('required', message, (value, context) => {
      const applies = isSingle(context) && valuesOf(context).locationMode === 'address';
      return !applies || filled(value);
    });

/**
 * Latitude or longitude: required as a pair in coordinates mode; optional with an address and
 * in batch mode (a default), but then as a pair.
 */
const coordinate = (limit: number, rangeMessage: string) =>
  numberIn(-limit, limit, rangeMessage).test('pair', M.latLngRequired, (value, context) => {
    const values = valuesOf(context);
    if (isSingle(context) && values.locationMode === 'coordinates') return filled(value);
    return filled(values.latitude) === filled(values.longitude);
  });

export const placementSchema: yup.ObjectSchema<PlacementFormValues, PlacementSchemaContext> =
  yup.object({
    // FORM-TEXT-BOUNDS: `Placement name must be at most 200 characters`.
    name: yup
      .string()
      .default('')
      .trim()
      .test('required', M.name, (value, context) => !isSingle(context) || filled(value))
      .test(nameBounds(L.placementName)),
    // PLC-EXTERNAL-ID: optional here (a CSV line requires it: BATCH-LINE-REQUIRED).
    externalId: yup.string().default('').trim().test(nameBounds(L.externalId)),
    kind: yup
      .number()
      .nullable()
      .default(null)
      .test(
        'required',
        M.kind,
        (value, context) =>
          !isSingle(context) || (typeof value === 'number' && isVenueTypeId(value)),
      ),
    // FORM-MONEY-BOUNDS after PLC-BID-FLOOR's own rules.
    bidFloorCpm: yup
      .string()
      .default('')
      // In batch mode a default, asked for only while lines leave theirs empty (the General
      // step's check: linesNeedBidFloor).
      .test('required', M.bidFloorRequired, (v, context) => !isSingle(context) || filled(v))
      .test('number', M.bidFloorNumber, (v) => !filled(v) || parseNumberText(v) !== null)
      .test('min', M.bidFloorMin, (v) => (parseNumberText(v) ?? 0) >= 0)
      .test(moneyBounds(L.bidFloor, 'cpm')),
    locationMode: yup
      .mixed<PlacementFormValues['locationMode']>()
      .oneOf(['address', 'coordinates'])
      .defined(),
    line1: addressField(M.line1Required),
    line2: yup.string().default(''),
    city: addressField(M.cityRequired),
    state: addressField(M.stateRequired).test(
      'state',
      M.state,
      (value) => !filled(value) || isUsStateCode((value ?? '').toUpperCase()),
    ),
    zip: addressField(M.zipRequired).test(
      'zip',
      M.zip,
      (value) => !filled(value) || /^\d{5}$/.test((value ?? '').trim()),
    ),
    latitude: coordinate(90, M.latitude),
    longitude: coordinate(180, M.longitude),
    exampleSceneUrl: yup
      .string()
      .default('')
      .trim()
      .required(M.imageRequired)
      // PLC-SCENE-URL-SAFE: the one check's own words (https, PNG or JPEG, 5 MB).
      .test('url', M.url, function sceneUrl(value) {
        const problem = filled(value) ? sceneUrlProblem((value ?? '').trim()) : null;
        return problem === null || this.createError({ message: problem });
      }),
    impressionMultiplier: yup
      .string()
      .default('')
      .test('required', M.multiplierRequired, filled)
      .test('positive', M.multiplier, (v) => !filled(v) || (parseNumberText(v) ?? 0) > 0),
    dwellTimeSecs: numberIn(0, Number.MAX_SAFE_INTEGER, M.dwellTime),
    weeklyVisitors: numberIn(0, Number.MAX_SAFE_INTEGER, M.weeklyVisitors).test(
      'whole',
      M.weeklyVisitors,
      (v) => !filled(v) || Number.isInteger(parseNumberText(v)),
    ),
    operatingHours: yup
      .array(
        yup.object({
          weekday: yup.number().defined(),
          hour: yup.number().defined(),
          value: yup.number().nullable().defined(),
        }),
      )
      .default([]),
    deviceMake: yup.string().default(''),
    deviceModel: yup.string().default(''),
    os: yup.string().default(''),
    osVersion: yup.string().default(''),
    userAgent: yup.string().default(''),
    resolution: yup.string().default(''),
    customResolution: yup
      .string()
      .default('')
      .test('resolution', M.resolution, (value, context) => {
        if (valuesOf(context).resolution !== CUSTOM_RESOLUTION) return true;
        return /^[1-9]\d{0,4}x[1-9]\d{0,4}$/.test((value ?? '').trim().toLowerCase());
      }),
    supportsAudio: yup.boolean().defined(),
    enableProgrammaticPartners: yup.boolean().defined(),
  });
