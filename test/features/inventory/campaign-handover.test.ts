import { describe, expect, it } from 'vitest';
import {
  campaignPath,
  handoverOf,
  MAX_HANDOVER_SCREENS,
} from '@/features/inventory/campaign-handover';
import { handoverValues } from '@/features/campaigns/handover';
import { splitIds } from '@/lib/text/ids';

const screens = ['s1', 's2', 's3'].map((id) => ({ id }));

// Requirements checked here: INV-HANDOVER, INV-HANDOVER-MAX.
describe('Create Campaign hand-over', () => {
  it('takes the selected screens still shown, in list order', () => {
    expect(handoverOf(screens, new Set(['s3', 's1', 'gone']))).toEqual({
      ids: ['s1', 's3'],
      source: 'selected',
      tooMany: false,
    });
  });

  it('takes every screen shown when none of them is selected', () => {
    expect(handoverOf(screens, new Set())).toEqual({
      ids: ['s1', 's2', 's3'],
      source: 'all',
      tooMany: false,
    });
    expect(handoverOf(screens, new Set(['hidden'])).source).toBe('all');
  });

  it(`refuses more than ${MAX_HANDOVER_SCREENS} screens`, () => {
    const many = Array.from({ length: MAX_HANDOVER_SCREENS + 1 }, (_, i) => ({ id: `pl_${i}` }));
    expect(handoverOf(many, new Set()).tooMany).toBe(true);
    expect(handoverOf(many.slice(1), new Set()).tooMany).toBe(false);
    expect(handoverOf(many, new Set(['pl_1', 'pl_2'])).tooMany).toBe(false);
  });

  it('opens the wizard with the ids its handover reads as AllowPlacements', () => {
    const path = campaignPath(['pl_nw_001', 'pl_scale_000002', 'odd/id&x']);
    expect(path).toBe('/campaigns/create?placements=pl_nw_001,pl_scale_000002,odd%2Fid%26x');
    const url = new URL(path, 'http://console.test');
    expect(url.pathname).toBe('/campaigns/create');
    const values = handoverValues(url.searchParams);
    expect(splitIds(values.placementIds)).toEqual(['pl_nw_001', 'pl_scale_000002', 'odd/id&x']);
  });

  it('keeps the longest hand-over URL under a server’s 8 KB request line', () => {
    const ids = Array.from(
      { length: MAX_HANDOVER_SCREENS },
      (_, i) => `pl_scale_${String(200000 - i).padStart(6, '0')}`,
    );
    expect(campaignPath(ids).length).toBeLessThan(7000);
  });
});
