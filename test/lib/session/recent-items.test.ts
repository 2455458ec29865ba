// The command palette's recent items (issue 21): per user in localStorage, newest first, each
// once, at most RECENT_LIMIT; unreadable entries and addresses outside the console ignored;
// every other user's removed with the drafts (keepOnlyUserData).
import { describe, expect, it } from 'vitest';
import { RECENT_LIMIT, recentItems, type RecentItem } from '@/lib/session/recent-items';
import { keepOnlyUserData } from '@/lib/session/user-storage';

const entry = (n: number): RecentItem => ({
  id: `campaigns:cmp_${n}`,
  label: `Campaign ${n}`,
  group: 'Campaigns',
  path: `/campaigns/cmp_${n}`,
});

describe('recentItems', () => {
  it('keeps the newest first, each once, at most RECENT_LIMIT, per user', () => {
    for (let n = 1; n <= RECENT_LIMIT + 2; n += 1) recentItems.remember('usr_dsp', entry(n));
    recentItems.remember('usr_dsp', entry(5));
    const ids = recentItems.read('usr_dsp').map((item) => item.id);
    expect(ids).toHaveLength(RECENT_LIMIT);
    expect(ids[0]).toBe('campaigns:cmp_5');
    expect(ids.filter((id) => id === 'campaigns:cmp_5')).toHaveLength(1);
    expect(ids).not.toContain('campaigns:cmp_1');
    expect(recentItems.read('usr_ssp')).toEqual([]);
    expect(localStorage.getItem('marquee.recent.usr_dsp/palette')).not.toBeNull();
  });

  it('ignores what it cannot read, and any address outside the console', () => {
    localStorage.setItem('marquee.recent.usr_dsp/palette', '{not json');
    expect(recentItems.read('usr_dsp')).toEqual([]);
    localStorage.setItem(
      'marquee.recent.usr_dsp/palette',
      JSON.stringify([
        entry(1),
        { ...entry(2), path: '//evil.example/x' },
        { ...entry(3), path: 'https://evil.example' },
        { id: 'x' },
        'text',
      ]),
    );
    expect(recentItems.read('usr_dsp')).toEqual([entry(1)]);
  });

  it("keepOnlyUserData removes every other user's recent items and drafts", () => {
    recentItems.remember('usr_dsp', entry(1));
    recentItems.remember('ana@example.com', entry(2));
    sessionStorage.setItem('marquee.draft.usr_dsp/campaign.new', '{}');
    sessionStorage.setItem('marquee.draft.usr_ssp/placement.new', '{}');
    localStorage.setItem('marquee.session', 'kept');

    keepOnlyUserData('usr_dsp');
    expect(recentItems.read('usr_dsp')).toEqual([entry(1)]);
    expect(recentItems.read('ana@example.com')).toEqual([]);
    expect(sessionStorage.getItem('marquee.draft.usr_dsp/campaign.new')).toBe('{}');
    expect(sessionStorage.getItem('marquee.draft.usr_ssp/placement.new')).toBeNull();

    keepOnlyUserData(null);
    expect(recentItems.read('usr_dsp')).toEqual([]);
    expect(sessionStorage.getItem('marquee.draft.usr_dsp/campaign.new')).toBeNull();
    expect(localStorage.getItem('marquee.session')).toBe('kept');
  });
});
