import { dealScreens, selectsByPlacement } from '@/lib/deal-screens';

const screen = (id: string, kind: number, state: string) => ({
  id,
  kind,
  location: { address: { state } },
});
const SCREENS = [
  screen('grocery-ny', 20301, 'NY'),
  screen('grocery-tx', 20302, 'TX'),
  screen('mall-ny', 20501, 'NY'),
  screen('gym-ny', 804, 'NY'),
];
const ids = (selection: Parameters<typeof dealScreens>[0]) =>
  dealScreens(selection, SCREENS).map((placement) => placement.id);

// DEAL-SCREENS.
describe('the screens a deal covers', () => {
  it('named placements win over venue types and states', () => {
    const selection = { placements: ['gym-ny'], venueTypes: [203] };
    expect(selectsByPlacement(selection)).toBe(true);
    expect(ids(selection)).toEqual(['gym-ny']);
  });

  it('a venue type covers its descendants; states narrow it, and no states means every state', () => {
    expect(ids({ venueTypes: [203] })).toEqual(['grocery-ny', 'grocery-tx']);
    expect(ids({ venueTypes: [203, 205], states: ['NY'] })).toEqual(['grocery-ny', 'mall-ny']);
    expect(ids({ venueTypes: [20302] })).toEqual(['grocery-tx']);
  });

  it('states alone, or nothing, cover no screen', () => {
    expect(ids({ states: ['NY'] })).toEqual([]);
    expect(ids({})).toEqual([]);
  });
});
