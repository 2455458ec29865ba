// The demo's storage finds the parts a write changed by the rows' identity (DEMO-STORAGE), so
// the rows of those collections must be replaced, never changed in place: under Vitest they are
// frozen, and a handler (or a test) that changes one in place fails.
import { getDb, persist } from '@/mocks/db';
import { savePlacement } from '@/mocks/queries';

describe('rows replaced, never changed in place', () => {
  it('freezes the seeded placements, deep', () => {
    const [placement] = getDb().placements;
    expect(() => {
      placement!.name = 'Changed in place';
    }).toThrow(TypeError);
    expect(() => {
      placement!.location.exampleSceneUrl = 'changed-in-place.png';
    }).toThrow(TypeError);
  });

  it('freezes a saved placement and the history entry of the save', async () => {
    const [placement] = getDb().placements;
    const saved = savePlacement({ ...placement!, name: 'Replaced' });
    getDb().history.push({ ...getDb().history[0]! });
    await persist();
    expect(Object.isFrozen(saved)).toBe(true);
    expect(Object.isFrozen(getDb().history.at(-1))).toBe(true);
    expect(getDb().placements.find((row) => row.id === placement!.id)?.name).toBe('Replaced');
  });
});
