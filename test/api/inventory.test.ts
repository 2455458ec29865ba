// src/api/inventory.ts: Save as Report keeps one Idempotency-Key per report: a lost reply is sent
// again with it, and a retry saves one report (INV-SAVE-REPORT; MANY-SAVE-KEY, "A retry is the
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
  it('a lost reply is sent once more with its Idempotency-Key: one report, and the save ends saved', async () => {
    await signInAs('dsp');
    const lost = loseReplies('/inventory');
    const saved = await saveInventoryReport(report('Airport screens'));
    expect(lost.keys).toHaveLength(2);
    expect(lost.keys[1]).toBe(lost.keys[0]);
    expect(saved.id).toBeTruthy();
    expect(getDb().inventoryReports.filter((r) => r.name === 'Airport screens')).toHaveLength(1);
  });

  it('lost twice, the server is asked what it did: its report is the answer', async () => {
    await signInAs('dsp');
    const lost = loseReplies('/inventory', 2);
    const saved = await saveInventoryReport(report('Airport screens'));
    expect(lost.keys).toHaveLength(2);
    const stored = getDb().inventoryReports.filter((r) => r.name === 'Airport screens');
    expect(stored.map((r) => r.id)).toEqual([saved.id]);
  });

  it('lost twice and the server cannot say: the user’s save again sends the same key, one report', async () => {
    await signInAs('dsp');
    outcomesUnknown();
    const lost = loseReplies('/inventory', 2);
    await expect(saveInventoryReport(report('Airport screens'))).rejects.toBeInstanceOf(
      NoAnswerError,
    );
    const saved = await saveInventoryReport(report('Airport screens'));
    expect(lost.keys).toHaveLength(3);
    expect(new Set(lost.keys).size).toBe(1);
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
