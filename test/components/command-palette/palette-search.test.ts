// The palette's search (issue 21): recent items first, groups in the given order, the best
// matches of each group first, at most SHOWN_PER_GROUP of each while searching, and records
// only once something is typed.
import { describe, expect, it } from 'vitest';
import {
  indexPaletteItem,
  searchPalette,
  SHOWN_PER_GROUP,
  withFoundItems,
  type PaletteItem,
} from '@/components/command-palette/palette-search';

const item = (id: string, label: string, group: string, extra: Partial<PaletteItem> = {}) => ({
  id,
  label,
  group,
  path: `/${id}`,
  ...extra,
});

const ITEMS: PaletteItem[] = [
  item('new', 'New Campaign', 'Actions'),
  item('out', 'Sign out', 'Actions'),
  item('campaigns', 'Campaigns', 'Screens'),
  item('reviews', 'Creative Reviews', 'Screens', { keywords: 'Reviews' }),
  item('c1', 'Morning Rush Commuters', 'Campaigns', { searchOnly: true }),
  item('c2', 'Cold Brew Summer', 'Campaigns', { searchOnly: true }),
  item('c3', 'Summer of Brew', 'Campaigns', { searchOnly: true }),
  item('p1', 'Airport Lounge', 'Placements', { detail: 'EXT-77', searchOnly: true }),
];

const search = (query: string, recent: PaletteItem[] = [], items = ITEMS) =>
  searchPalette(items.map(indexPaletteItem), recent.map(indexPaletteItem), query).map(
    (group) => [group.name, group.items.map((entry) => entry.label), group.total] as const,
  );

describe('searchPalette', () => {
  it('lists actions and screens, not records, while nothing is typed', () => {
    expect(search('')).toEqual([
      ['Actions', ['New Campaign', 'Sign out'], 2],
      ['Screens', ['Campaigns', 'Creative Reviews'], 2],
    ]);
  });

  it('matches every term anywhere in the label, detail, keywords or group, in any case', () => {
    expect(search('BREW')).toEqual([['Campaigns', ['Cold Brew Summer', 'Summer of Brew'], 2]]);
    expect(search('ext-77')).toEqual([['Placements', ['Airport Lounge'], 1]]);
    expect(search('reviews')).toEqual([['Screens', ['Creative Reviews'], 1]]);
    expect(search('rush morning')).toEqual([['Campaigns', ['Morning Rush Commuters'], 1]]);
    expect(search('brew winter')).toEqual([]);
  });

  it('puts labels that start with the query first, then those with a word that does', () => {
    expect(search('summer')).toEqual([['Campaigns', ['Summer of Brew', 'Cold Brew Summer'], 2]]);
    expect(search('campaign')).toEqual([
      ['Actions', ['New Campaign'], 1],
      ['Screens', ['Campaigns'], 1],
      // The group's name matches too: every campaign, best first.
      ['Campaigns', ['Morning Rush Commuters', 'Cold Brew Summer', 'Summer of Brew'], 3],
    ]);
  });

  it('shows at most SHOWN_PER_GROUP of a group while searching, and says how many match', () => {
    const many = Array.from({ length: 40 }, (_, n) =>
      item(`p${n}`, `Screen ${n}`, 'Placements', { searchOnly: true }),
    );
    const [placements] = search('screen', [], many);
    expect(placements![1]).toHaveLength(SHOWN_PER_GROUP);
    expect(placements![2]).toBe(40);
  });

  it('lists the recent items first, matching the query, and each item once', () => {
    const recent = [ITEMS[5]!, ITEMS[3]!];
    expect(search('', recent)).toEqual([
      ['Recent', ['Cold Brew Summer', 'Creative Reviews'], 2],
      ['Actions', ['New Campaign', 'Sign out'], 2],
      ['Screens', ['Campaigns'], 1],
    ]);
    expect(search('brew', recent)).toEqual([
      ['Recent', ['Cold Brew Summer'], 1],
      ['Campaigns', ['Summer of Brew'], 1],
    ]);
  });
});

describe('withFoundItems', () => {
  const groups = () =>
    searchPalette(ITEMS.map(indexPaletteItem), [], 'brew').map((group) => ({
      ...group,
      items: [...group.items],
    }));

  it('adds found records to their group once, and a group of their own after the others', () => {
    const merged = withFoundItems(groups(), [
      item('c2', 'Cold Brew Summer', 'Campaigns', { searchOnly: true }),
      item('c9', 'Brewery Nights', 'Campaigns', { searchOnly: true }),
      item('r1', 'Cold Brew Summer', 'Reports', { searchOnly: true }),
    ]);
    expect(merged.map((group) => [group.name, group.items.map((i) => i.id), group.total])).toEqual([
      ['Campaigns', ['c2', 'c3', 'c9'], 3],
      ['Reports', ['r1'], 1],
    ]);
  });

  it('never lists more than SHOWN_PER_GROUP of a group', () => {
    const found = Array.from({ length: SHOWN_PER_GROUP + 3 }, (_, n) =>
      item(`f${n}`, `Brew ${n}`, 'Campaigns', { searchOnly: true }),
    );
    const campaigns = withFoundItems(groups(), found).find((group) => group.name === 'Campaigns')!;
    expect(campaigns.items).toHaveLength(SHOWN_PER_GROUP);
  });
});
