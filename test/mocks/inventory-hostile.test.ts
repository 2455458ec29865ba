import { describe, expect, it } from 'vitest';
import { getDb } from '@/mocks/db';
import { applyHostileKnob } from '@/mocks/seed';
import { HOSTILE_HTML, HOSTILE_IDS, HOSTILE_RTL } from '@/mocks/seed/hostile';
import { HOSTILE_INVENTORY_REPORT_ID } from '@/mocks/seed/inventory';
import type { InventoryReport, InventoryResult } from '@/types/api';
import { call, DSP, tokenFor } from './helpers';

describe('demo-hostile through the inventory handlers', () => {
  it('serves the hostile saved report only while the knob is on, holding the hostile screen', async () => {
    const token = await tokenFor(DSP);
    const path = `/inventory/${HOSTILE_INVENTORY_REPORT_ID}`;
    expect((await call(path, { token })).status).toBe(404);

    applyHostileKnob(getDb(), true);
    const { status, data } = await call<InventoryReport>(path, { token });
    expect(status).toBe(200);
    expect(data.description).toBe(`${HOSTILE_HTML} ${HOSTILE_RTL}`);
    expect(data.screens.map((screen) => screen.id)).toEqual([HOSTILE_IDS.placement]);
    expect(data.summary.screens).toBe(1);

    // The explorer's unfiltered search holds the hostile screen too.
    const all = await call<InventoryResult>('/inventory', { token });
    expect(all.data.screens.some((screen) => screen.id === HOSTILE_IDS.placement)).toBe(true);

    applyHostileKnob(getDb(), false);
    expect((await call(path, { token })).status).toBe(404);
  });
});
