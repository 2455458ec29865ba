// Ids for records made at runtime: `prefix_` and 12 random hex characters, never repeated.
import { newId } from '@/mocks/ids';

describe('newId', () => {
  it('gives the prefix and 12 hex characters, different every time across many pools', () => {
    const ids = Array.from({ length: 5_000 }, () => newId('pl'));
    for (const id of ids) expect(id).toMatch(/^pl_[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(ids.length);
    // Every hex digit turns up in every position: the bytes are random, not a counter.
    for (let position = 3; position < 15; position += 1) {
      expect(new Set(ids.map((id) => id[position])).size).toBe(16);
    }
  });
});
