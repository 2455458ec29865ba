// One declaration per screen (ROUTE-LOADERS, issue 38): every route of the route table has its
// feature's declaration, with the screen's code and its first reads (or an explicit `null` for a
// screen that asks the API nothing). A screen added without them fails here (and the type check);
// route-reads-<login>.test.tsx fail when a screen reads what its declaration does not.
import { describe, expect, it } from 'vitest';
import { SCREEN_ROUTES } from '@/app/screen-routes';
import { ROUTE_LIST } from '@/config/routes';

const screens = ROUTE_LIST.filter((route) => route.id !== 'root');

describe('the screens as the features declare them', () => {
  it('declares every route of the route table, and nothing else', () => {
    expect(Object.keys(SCREEN_ROUTES).sort()).toEqual(screens.map((route) => route.id).sort());
  });

  it.each(screens.map((route) => [route.id] as const))(
    '%s: its screen loads, and its reads module exports its first reads under its id (or it declares none)',
    async (id) => {
      const declared = SCREEN_ROUTES[id as Exclude<typeof id, 'root'>];
      expect(Object.keys(declared).sort()).toEqual(['reads', 'screen']);
      const module = await declared.screen();
      expect(typeof module.default).toBe('function');
      if (declared.reads) {
        const reads = await declared.reads();
        expect(typeof reads[id]).toBe('function');
      }
    },
    20_000,
  );
});
