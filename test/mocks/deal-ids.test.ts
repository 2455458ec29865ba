import { DEAL_ID_PATTERN } from '@/rules/deal-rules';
import { newDealId, randomDealId } from '@/mocks/deal-ids';

// DEAL-ID.
describe('the Deal ID generator', () => {
  it('draws MQ- and 10 upper-case letters or digits, and 2000 draws are all different', () => {
    const ids = Array.from({ length: 2000 }, randomDealId);
    for (const id of ids) expect(id).toMatch(DEAL_ID_PATTERN);
    expect(new Set(ids).size).toBe(ids.length);
    // Every character of the alphabet turns up: no letter or digit is left out.
    const used = new Set(ids.flatMap((id) => [...id.slice(3)]));
    expect(used.size).toBe(36);
  });

  it('never gives an id a deal already holds, drawing again until it finds a free one', () => {
    const draws = ['MQ-AAAAAAAAAA', 'MQ-bad', 'MQ-AAAAAAAAAA', 'MQ-BBBBBBBBBB'];
    const draw = () => draws.shift()!;
    expect(newDealId(['MQ-AAAAAAAAAA'], draw)).toBe('MQ-BBBBBBBBBB');
    expect(draws).toEqual([]);
  });
});
