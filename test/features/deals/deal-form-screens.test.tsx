// The deal's screens on /deals/create (DEAL-SCREEN-MODE, DEAL-SCREENS-REQUIRED): the live count of
// matching screens as venue types and states change, the placement way, and the rule that follows
// the way chosen.
import { screen } from '@testing-library/react';
import { DEAL_RULE_MESSAGES as M } from '@/rules/deal-rules';
import { getDb } from '@/mocks/db';
import { renderRoute, signInAs } from '../../utils';
import {
  expectScreenCount,
  northwindScreens,
  pick,
  pickVenueType,
  prepareDealScreens,
} from './deal-form-helpers';

prepareDealScreens();

async function openCreate() {
  const view = renderRoute('/deals/create');
  await screen.findByRole('form', { name: 'Deal' });
  return view;
}

describe('deal form: screens', () => {
  beforeEach(async () => {
    await signInAs('ssp');
  });

  it('deal create: the count of matching screens follows the venue types and states as they change', async () => {
    const { user } = await openCreate();
    await expectScreenCount(0);
    const grocery = northwindScreens([203]);
    const groceryNy = northwindScreens([203], ['NY']);
    const groceryNyAndGyms = northwindScreens([203, 401], ['NY']);
    expect(grocery).toBeGreaterThan(groceryNy);
    expect(groceryNy).toBeGreaterThan(0);

    expect(screen.getByText('No screens match yet')).toBeVisible();
    await pickVenueType(user, 'Grocery');
    await expectScreenCount(grocery);
    expect(screen.getByText(`${grocery} screens match`)).toBeVisible();
    await pick(user, 'States', 'new york', 'New York');
    await expectScreenCount(groceryNy);
    await pickVenueType(user, 'Gyms');
    await expectScreenCount(groceryNyAndGyms);
    await user.click(screen.getByRole('button', { name: 'Remove New York (NY)' }));
    await expectScreenCount(northwindScreens([203, 401]));
  });

  it('deal create: by placement, the picked placements are counted and the venue pickers are gone', async () => {
    const { user } = await openCreate();
    await user.click(screen.getByRole('radio', { name: 'By placement' }));
    expect(screen.queryByRole('searchbox', { name: /^Venue types/ })).not.toBeInTheDocument();
    const [first, second] = getDb().placements.filter((p) => p.accountId === 'acc_northwind');
    await pick(user, 'Placements', first!.id, first!.name);
    await expectScreenCount(1);
    await pick(user, 'Placements', second!.id, second!.name);
    await expectScreenCount(2);
  });

  it('deal create: after a refused Create Deal, switching to By placement shows the screens rule under Placements', async () => {
    const { user } = await openCreate();
    await user.click(screen.getByRole('button', { name: 'Create Deal' }));
    expect(await screen.findByText(M.screens)).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'By placement' }));
    const placements = screen.getByRole('combobox', { name: /^Placements/ });
    expect(await screen.findByText(M.screens)).toBeVisible();
    expect(placements).toHaveAttribute('aria-invalid', 'true');
  });

  // DEAL-SCREENS: an Admin's placement list holds every publisher's, but a deal covers only its
  // own publisher's (the server refuses the rest): the picker offers the login's own only.
  it('deal create as an Admin who is also a publisher: the picker offers only the own account’s placements', async () => {
    const session = await signInAs('multi');
    const { user } = await openCreate();
    await user.click(screen.getByRole('radio', { name: 'By placement' }));
    const own = getDb().placements.filter((p) => p.accountId === session.user.account_id);
    const other = getDb().placements.find((p) => p.accountId === 'acc_northwind')!;
    const input = screen.getByRole('combobox', { name: /^Placements/ });
    await user.type(input, other.name);
    expect(screen.queryByRole('option', { name: new RegExp(`^${other.name}`) })).toBeNull();
    if (own[0]) {
      await pick(user, 'Placements', own[0].id, own[0].name);
      await expectScreenCount(1);
    }
  });
});
