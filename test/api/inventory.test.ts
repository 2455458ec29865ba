// src/api/inventory.ts: Save as Report keeps one Idempotency-Key per report across a retry after
// a lost reply, so the retry saves one report (INV-SAVE-REPORT; MANY-SAVE-KEY, "A retry is the
// same request").
import { describe, expect, it } from 'vitest';
import { saveInventoryReport } from '@/api/inventory';
import { NoAnswerError } from '@/lib/http/api-error';
import { getDb } from '@/mocks/db';
import { loseReplies, outcomesUnknown } from '../lost-replies';
import { signInAs } from '../utils';

const report = (name: string) => ({
  name,
  description: 'Airports in two states',
  filters: { states: ['IL', 'NY'], venueTypes: [], publishers: [], q: '' },
});

describe('saveInventoryReport', () => {
  it('a report saved again after a lost reply sends the same Idempotency-Key and saves one report', async () => {
    await signInAs('dsp');
    outcomesUnknown();
    const lost = loseReplies('/inventory');
    await expect(saveInventoryReport(report('Airport screens'))).rejects.toBeInstanceOf(
      NoAnswerError,
    );
    const saved = await saveInventoryReport(report('Airport screens'));
    expect(lost.keys).toHaveLength(2);
    expect(lost.keys[1]).toBe(lost.keys[0]);
    expect(saved.id).toBeTruthy();
    expect(getDb().inventoryReports.filter((r) => r.name === 'Airport screens')).toHaveLength(1);
  });

  it('another report, or the same one once saved, gets a new Idempotency-Key', async () => {
    await signInAs('dsp');
    const seen = loseReplies('/inventory', 0);
    await saveInventoryReport(report('Airport screens'));
    await saveInventoryReport(report('Airport screens'));
    await saveInventoryReport(report('Mall screens'));
    expect(new Set(seen.keys).size).toBe(3);
  });
});
