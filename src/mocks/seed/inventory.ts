// Saved inventory reports (GET /inventory/{id}). `featured` is the fixed id behind the DSP
// home's "Explore inventory" card (VITE_FEATURED_INVENTORY_ID), visible to every DSP account.
import type { SavedInventoryReportRecord } from '@/mocks/records';
import { ACCOUNT_IDS } from '@/mocks/seed/accounts';
import { HOSTILE_EMOJI, HOSTILE_HTML, HOSTILE_LONG, HOSTILE_RTL } from '@/mocks/seed/hostile';

export const FEATURED_INVENTORY_REPORT_ID = 'featured';

export function seedInventoryReports(): SavedInventoryReportRecord[] {
  return [
    {
      id: FEATURED_INVENTORY_REPORT_ID,
      accountId: null,
      name: 'Northeast commuters',
      description:
        'Transit and retail screens in New York, New Jersey, Massachusetts and Pennsylvania: the morning commute, from platform to checkout.',
      filters: { states: ['NY', 'NJ', 'MA', 'PA'], venueTypes: [1, 2], publishers: [], q: '' },
      createdAt: '2024-09-01T09:00:00.000Z',
    },
    {
      id: 'inv_west_wellness',
      accountId: ACCOUNT_IDS.acme,
      name: 'West Coast wellness',
      description: 'Salons, spas and gyms on the West Coast for the cold brew push.',
      filters: { states: ['CA', 'WA', 'OR'], venueTypes: [4], publishers: [], q: '' },
      createdAt: '2024-10-12T15:00:00.000Z',
    },
  ];
}

export const HOSTILE_INVENTORY_REPORT_ID = 'inv_hostile';

/**
 * demo-hostile=1's saved report (served while the knob is on, never stored): payloads in its
 * name and description, and a search for the hostile placement's right-to-left name, so the
 * report's list holds the hostile screen too.
 */
export function hostileInventoryReport(): SavedInventoryReportRecord {
  return {
    id: HOSTILE_INVENTORY_REPORT_ID,
    accountId: null,
    name: `${HOSTILE_EMOJI} ${HOSTILE_LONG}`,
    description: `${HOSTILE_HTML} ${HOSTILE_RTL}`,
    filters: { states: [], venueTypes: [], publishers: [], q: HOSTILE_RTL },
    createdAt: '2024-12-01T12:00:00.000Z',
  };
}
