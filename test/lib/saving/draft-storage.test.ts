// An edit's draft keeps the record version and base values it began from (MANY-DRAFT-VERSION;
// FORM-DRAFTS, FORM-DRAFT-OWNER).
import { describe, expect, it } from 'vitest';
import { draftStorage } from '@/lib/saving/draft-storage';

describe('draftStorage: edit drafts remember their record version', () => {
  it('draftStorage keeps the record version and base values of an edit draft, merged over the defaults', () => {
    const defaults = { name: '', budget: '0', added: 'new field' };
    draftStorage.write('usr_x', 'campaign.cmp_1', {
      version: 1,
      values: { name: 'Typed', budget: '10' },
      visited: ['general'],
      recordVersion: '0a1b2c3d',
      base: { name: 'Saved', budget: '10' },
    });
    expect(draftStorage.read('usr_x', 'campaign.cmp_1', 1, defaults)).toEqual({
      version: 1,
      values: { name: 'Typed', budget: '10', added: 'new field' },
      visited: ['general'],
      recordVersion: '0a1b2c3d',
      base: { name: 'Saved', budget: '10', added: 'new field' },
    });
  });

  it('draftStorage reads a draft written without a record version as having none', () => {
    draftStorage.write('usr_x', 'campaign.new', { version: 1, values: { name: 'A' }, visited: [] });
    const read = draftStorage.read('usr_x', 'campaign.new', 1, { name: '' });
    expect(read?.recordVersion).toBeUndefined();
    expect(read?.base).toBeUndefined();
  });

  it('draftStorage reads a draft of an older format as it was stored, for the form to convert or offer (MANY-DRAFT-FORMAT)', () => {
    draftStorage.write('usr_x', 'bidder.b_1', {
      version: 0,
      values: { name: 'Old', budget: 5 },
      visited: [],
      recordVersion: 'v0',
    });
    expect(draftStorage.read('usr_x', 'bidder.b_1', 1, { name: '' })).toBeNull();
    expect(draftStorage.readAnyVersion('usr_x', 'bidder.b_1')).toEqual({
      version: 0,
      values: { name: 'Old', budget: 5 },
      visited: [],
      recordVersion: 'v0',
    });
  });
});
