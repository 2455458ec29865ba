import {
  humanisePath,
  sameValue,
  settleConflicts,
  threeWayMerge,
  versionHash,
} from '@/lib/saving/three-way-merge';

describe('threeWayMerge (MANY-MERGE, no lost updates)', () => {
  it('three-way merge: a field only the other person changed takes their value', () => {
    const base = { name: 'Beacon', spendDaily: '15000', timeoutMs: '300' };
    const mine = { name: 'Beacon', spendDaily: '15000', timeoutMs: '450' };
    const theirs = { name: 'Beacon', spendDaily: '9000', timeoutMs: '300' };
    expect(threeWayMerge(base, mine, theirs)).toEqual({
      merged: { name: 'Beacon', spendDaily: '9000', timeoutMs: '450' },
      conflicts: [],
    });
  });

  it('three-way merge: both sides changing a field to the same value is no conflict', () => {
    const { merged, conflicts } = threeWayMerge({ a: '1' }, { a: '2' }, { a: '2' });
    expect(conflicts).toEqual([]);
    expect(merged).toEqual({ a: '2' });
  });

  it('three-way merge: both sides changing a field to different values is a conflict holding original, theirs and mine', () => {
    const { merged, conflicts } = threeWayMerge(
      { a: '1', b: 'x' },
      { a: '2', b: 'x' },
      { a: '3', b: 'y' },
    );
    expect(conflicts).toEqual([{ path: 'a', base: '1', mine: '2', theirs: '3' }]);
    expect(merged).toEqual({ a: '2', b: 'y' });
    expect(settleConflicts(merged, conflicts, { a: 'theirs' })).toEqual({ a: '3', b: 'y' });
    expect(settleConflicts(merged, conflicts, { a: 'mine' })).toEqual({ a: '2', b: 'y' });
  });

  it('three-way merge: nested objects merge field by field with dotted paths', () => {
    const base = {
      Vast: { url: 'u', priceSettings: { fixedCpm: '1', cpmIncludesMultiplier: false } },
    };
    const mine = {
      Vast: { url: 'u', priceSettings: { fixedCpm: '2', cpmIncludesMultiplier: false } },
    };
    const theirs = {
      Vast: { url: 'v', priceSettings: { fixedCpm: '3', cpmIncludesMultiplier: true } },
    };
    const { merged, conflicts } = threeWayMerge(base, mine, theirs);
    expect(conflicts).toEqual([
      { path: 'Vast.priceSettings.fixedCpm', base: '1', mine: '2', theirs: '3' },
    ]);
    expect(merged).toEqual({
      Vast: { url: 'v', priceSettings: { fixedCpm: '2', cpmIncludesMultiplier: true } },
    });
    const settled = settleConflicts(merged, conflicts, { 'Vast.priceSettings.fixedCpm': 'theirs' });
    expect(settled.Vast.priceSettings).toEqual({ fixedCpm: '3', cpmIncludesMultiplier: true });
    // The merged values are new objects: the inputs are left as they were.
    expect(merged.Vast.url).toBe('v');
    expect(mine.Vast.url).toBe('u');
  });

  it('three-way merge: arrays compare as whole values (an item changed on both sides conflicts once)', () => {
    const base = { states: ['CA', 'NY'], zips: ['1'] };
    const mine = { states: ['CA'], zips: ['1'] };
    const theirs = { states: ['CA', 'NY', 'TX'], zips: ['2', '3'] };
    const { merged, conflicts } = threeWayMerge(base, mine, theirs);
    expect(conflicts).toEqual([
      { path: 'states', base: ['CA', 'NY'], mine: ['CA'], theirs: ['CA', 'NY', 'TX'] },
    ]);
    expect(merged).toEqual({ states: ['CA'], zips: ['2', '3'] });
    // The same array on both sides (in a new instance) is unchanged.
    expect(threeWayMerge(base, { ...base, states: ['CA', 'NY'] }, base).conflicts).toEqual([]);
  });

  it('three-way merge: a field the other side added is taken, one they removed and I kept untouched is dropped', () => {
    const { merged } = threeWayMerge<Record<string, string>>(
      { a: '1', gone: 'g' },
      { a: '1', gone: 'g' },
      { a: '1', added: 'n' },
    );
    expect(merged).toEqual({ a: '1', added: 'n' });
  });
});

describe('humanisePath and versionHash', () => {
  it('humanisePath turns a camelCase path into a readable label', () => {
    expect(humanisePath('OpenRtb.notifSettings.nurl.callAction')).toBe(
      'Open rtb › Notif settings › Nurl › Call action',
    );
    expect(humanisePath('spendDaily')).toBe('Spend daily');
  });

  it('versionHash is stable across key order and changes with any value', () => {
    expect(versionHash({ a: 1, b: [1, 2] })).toBe(versionHash({ b: [1, 2], a: 1 }));
    expect(versionHash({ a: 1, b: [1, 2] })).not.toBe(versionHash({ a: 1, b: [2, 1] }));
    expect(versionHash({ a: 1 })).toMatch(/^[0-9a-f]{8}$/);
  });
});

describe('a number and its typed text', () => {
  it('are one value: a kept draft’s typed `21` against the saved 21 is no conflict', () => {
    expect(sameValue('21', 21)).toBe(true);
    expect(sameValue(21, '21.0')).toBe(true);
    expect(sameValue('', 0)).toBe(false);
    expect(sameValue('1e1', 10)).toBe(false);
    const { merged, conflicts } = threeWayMerge({ fee: 15 }, { fee: '21' }, { fee: 21 });
    expect(conflicts).toEqual([]);
    expect(merged.fee).toBe('21');
  });
});

// MANY-MERGE-UNITS: fields that mean something only together are merged as one.
describe('threeWayMerge: units', () => {
  const UNITS = [['mode', 'ids', 'kinds']] as const;
  const base = { name: 'A', mode: 'kinds', ids: [] as string[], kinds: [1, 2] };

  it('asks once about a unit both sides changed, and settles all its fields together', () => {
    const mine = { ...base, kinds: [1, 2, 3] };
    const theirs = { ...base, name: 'B', mode: 'ids', ids: ['p1'], kinds: [] };
    const { merged, conflicts } = threeWayMerge(base, mine, theirs, UNITS);
    expect(conflicts).toEqual([
      {
        path: 'mode',
        keys: UNITS[0],
        base: { mode: 'kinds', ids: [], kinds: [1, 2] },
        mine: { mode: 'kinds', ids: [], kinds: [1, 2, 3] },
        theirs: { mode: 'ids', ids: ['p1'], kinds: [] },
      },
    ]);
    expect(merged).toEqual({ name: 'B', mode: 'kinds', ids: [], kinds: [1, 2, 3] });
    expect(settleConflicts(merged, conflicts, { mode: 'theirs' })).toEqual(theirs);
  });

  it('takes a unit whole from the one side that changed it', () => {
    const theirs = { ...base, mode: 'ids', ids: ['p1'], kinds: [] };
    expect(threeWayMerge(base, { ...base, name: 'Mine' }, theirs, UNITS)).toEqual({
      merged: { ...theirs, name: 'Mine' },
      conflicts: [],
    });
  });
});
