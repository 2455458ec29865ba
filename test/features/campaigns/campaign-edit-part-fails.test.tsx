// ROUTE-PART-FAILS on the campaign wizard's edit (the editor kit, src/components/form/editor.tsx):
// a colleague renamed the campaign, and the conflict view's code fails to load; the wizard stays
// with what was typed, the part shows its error with Retry, and Retry opens the conflict view.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PART_LOAD_FAILED } from '@/components/ui/lazy-part';
import { getDb } from '@/mocks/db';
import { failPart } from '../../parts';
import { captureRequests, renderRoute, signInAs } from '../../utils';

const nameField = () => screen.getByLabelText(/^Campaign name/, { selector: 'input' });
const crumbs = () => within(screen.getByRole('navigation', { name: 'Campaign steps' }));

describe('campaign edit: the conflict view fails to load', () => {
  it('campaign edit: keeps the typed name when the conflict view cannot be loaded, and Retry opens it', async () => {
    await signInAs('dsp');
    const network = failPart('conflict view');
    const requests = captureRequests();
    const { user, router } = renderRoute('/campaigns/cmp_1/edit');
    await screen.findByLabelText(/^Campaign name/);
    const campaign = getDb().campaigns.find((candidate) => candidate.id === 'cmp_1');
    if (!campaign) throw new Error('cmp_1 is not in the demo seed');
    campaign.name = 'Renamed By A Colleague';
    await user.clear(nameField());
    await user.type(nameField(), 'Renamed Here');
    await user.click(crumbs().getByRole('link', { name: /Launch/ }));
    await user.click(await screen.findByRole('button', { name: 'Save Campaign' }));

    expect(await screen.findByText(PART_LOAD_FAILED)).toBeVisible();
    expect(await requests.bodiesOf('/campaigns/cmp_1/update')).toEqual([]);
    await user.click(crumbs().getByRole('link', { name: /General/ }));
    expect(await screen.findByLabelText(/^Campaign name/)).toHaveValue('Renamed Here');

    network.restore();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Someone else changed this campaign',
    });
    await user.click(within(dialog).getByRole('radio', { name: 'Keep mine' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save with my choices' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/campaigns/cmp_1'));
    const [body] = await requests.bodiesOf('/campaigns/cmp_1/update');
    expect(body).toMatchObject({ name: 'Renamed Here' });
  });
});

describe('campaign wizard: the forecast fails to load', () => {
  it('campaign wizard: shows the forecast’s load error in its place, keeps the steps and the typed name, and Retry shows the forecast', async () => {
    await signInAs('dsp');
    const network = failPart('forecast');
    const { user } = renderRoute('/campaigns/cmp_1/edit');
    await screen.findByLabelText(/^Campaign name/);
    await user.clear(nameField());
    await user.type(nameField(), 'Typed Before The Forecast');
    await user.click(crumbs().getByRole('link', { name: /Audience/ }));

    expect(await screen.findByText(PART_LOAD_FAILED)).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Audience' })).toBeVisible();

    network.restore();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Forecast' })).toBeVisible();
    expect(screen.queryByText(PART_LOAD_FAILED)).toBeNull();
    await user.click(crumbs().getByRole('link', { name: /General/ }));
    expect(await screen.findByLabelText(/^Campaign name/)).toHaveValue('Typed Before The Forecast');
  });
});
