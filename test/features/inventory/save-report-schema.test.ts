import { describe, expect, it } from 'vitest';
import { saveReportSchema } from '@/features/inventory/save-report-schema';

// Requirements checked here: INV-SAVE-REPORT.
describe('Save as Report form', () => {
  it('requires a name, with the server’s message', async () => {
    await expect(saveReportSchema.validate({ name: '   ', description: '' })).rejects.toThrow(
      'Report name is required',
    );
  });

  it('trims what it keeps; the description is optional', async () => {
    expect(await saveReportSchema.validate({ name: ' West ', description: ' x ' })).toEqual({
      name: 'West',
      description: 'x',
    });
    expect(await saveReportSchema.validate({ name: 'West' })).toEqual({
      name: 'West',
      description: '',
    });
  });
});
