// FORM-TEXT-BOUNDS: a name stored before the bounds (or by the API) that breaks them does not
// hold up a save of another field; typed anew, it is checked.
import { screen } from '@testing-library/react';
import { getDb } from '@/mocks/db';
import { findToast, renderRoute, signInAs } from '../../utils';
import {
  bidderField,
  captureRequests,
  fillBidderField,
  prepareBidderScreens,
} from '../../features/bidders/helpers';

prepareBidderScreens();

const field = bidderField;
const fill = fillBidderField;

const LONG_NAME = `Legacy ${'x'.repeat(250)}`;
const CONTROL_NAME = 'Legacy\u0000Roasters';

describe('stored names beyond the bounds', () => {
  beforeEach(async () => {
    await signInAs('admin');
  });

  it('a bidder whose stored name is over 200 characters saves a budget change, its name as stored', async () => {
    getDb().bidders.find((bidder) => bidder.id === 'bid_openrtb')!.name = LONG_NAME;
    const capture = captureRequests();
    const { user } = renderRoute('/bidders/bid_openrtb/edit');
    await screen.findByRole('heading', { level: 1, name: 'Edit OpenRtb Bidder' });
    await fill(user, 'Daily Budget ($)', '12000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await findToast('Bidder successfully updated')).toBeInTheDocument();
    const [body] = (await capture.bodiesOf('/bidders/bid_openrtb/update')) as {
      name: string;
      budgets: { spendDaily: number };
    }[];
    expect(body?.budgets.spendDaily).toBe(12000);
    expect(body?.name).toBe(LONG_NAME);
  });

  it('a bidder name typed anew is held to the bound', async () => {
    getDb().bidders.find((bidder) => bidder.id === 'bid_openrtb')!.name = LONG_NAME;
    const { user } = renderRoute('/bidders/bid_openrtb/edit');
    await screen.findByRole('heading', { level: 1, name: 'Edit OpenRtb Bidder' });
    await user.type(field('Bidder Name'), 'y');
    await user.tab();
    expect(await screen.findByText('Bidder Name must be at most 200 characters')).toBeVisible();
  });

  it('an account whose stored name holds a control character saves a DSP fee change', async () => {
    getDb().accounts.find((account) => account.id === 'acc_acme')!.name = CONTROL_NAME;
    const capture = captureRequests();
    const { user } = renderRoute('/accounts/acc_acme/edit');
    const fee = await screen.findByLabelText(/DSP fee \(%\)/);
    await user.clear(fee);
    await user.type(fee, '11');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await findToast('Account updated')).toBeVisible();
    expect(await capture.bodiesOf('/accounts/acc_acme/update')).toEqual([
      { name: CONTROL_NAME, kind: 'Advertiser', fees: { dsp: 0.11 } },
    ]);
  });
});
