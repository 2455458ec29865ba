// Targets are externally tagged: {"AllowPlacements": ["p1"]} (API-TAGGED-UNION).
import { DEAL_ID_PATTERN } from '@/rules/deal-rules';
import { isVenueTypeId } from '@/data/venue-types';
import { isUsStateCode } from '@/data/us-states';
import { fail } from '@/mocks/http';
import { isRecord, splitIds } from '@/mocks/validation/common';
import type { Target } from '@/types/api';

const TARGET_KINDS = [
  'AllowPlacements',
  'AllowStates',
  'AllowZips',
  'AllowVenueTypes',
  'AllowPublishers',
  'AllowDeals',
] as const;

export function parseTargets(value: unknown): Target[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) fail('Targets must be a list.');
  return value.map((entry): Target => {
    const keys = isRecord(entry) ? Object.keys(entry) : [];
    const kind = keys[0];
    if (!isRecord(entry) || keys.length !== 1 || !TARGET_KINDS.includes(kind as never)) {
      fail(`Each target must be exactly one of ${TARGET_KINDS.join(', ')}.`);
    }
    const raw = entry[kind as string];
    switch (kind) {
      case 'AllowVenueTypes': {
        const ids = Array.isArray(raw) ? raw : [];
        if (!Array.isArray(raw) || !ids.every(isVenueTypeId)) fail('Unknown venue type.');
        return { AllowVenueTypes: [...new Set(ids as number[])] };
      }
      case 'AllowStates': {
        const states = splitIds(raw);
        if (!states.every(isUsStateCode)) fail('Unknown state code.');
        return { AllowStates: states };
      }
      case 'AllowZips': {
        const zips = splitIds(raw);
        if (!zips.every((zip) => /^\d{5}$/.test(zip))) fail('Zip codes must be 5 digits');
        return { AllowZips: zips };
      }
      case 'AllowPublishers':
        return { AllowPublishers: splitIds(raw) };
      case 'AllowDeals': {
        const dealIds = splitIds(raw);
        if (!dealIds.every((id) => DEAL_ID_PATTERN.test(id))) fail('Unknown deal.');
        return { AllowDeals: dealIds };
      }
      default:
        return { AllowPlacements: splitIds(raw) };
    }
  });
}
