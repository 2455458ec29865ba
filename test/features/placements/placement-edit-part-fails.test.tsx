// ROUTE-PART-FAILS on the placement wizard's edit (the editor kit, src/components/form/editor.tsx):
// a colleague renamed the placement, and the conflict view's code fails to load; the wizard
// stays with what was typed, the part shows its error with Retry, and Retry opens the view.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PART_LOAD_FAILED } from '@/components/ui/lazy-part';
import { getDb } from '@/mocks/db';
import { savePlacement } from '@/mocks/queries';
import { failPart } from '../../parts';
import { captureRequests, findToast, renderRoute, signInAs } from '../../utils';

const nameField = () => screen.getByLabelText(/^Placement name/, { selector: 'input' });

describe('placement edit: the conflict view fails to load', () => {
  it('placement edit: keeps the typed name when the conflict view cannot be loaded, and Retry opens it', async () => {
    await signInAs('ssp');
    const network = failPart('conflict view');
    const capture = captureRequests();
    const { user } = renderRoute('/placements/pl_nw_001/edit');
    await screen.findByRole('heading', { level: 2, name: 'General' });
    const placement = getDb().placements.find((candidate) => candidate.id === 'pl_nw_001');
    if (!placement) throw new Error('pl_nw_001 is not in the demo seed');
    savePlacement({ ...placement, name: 'Renamed By A Colleague' });
    await user.clear(nameField());
    await user.type(nameField(), 'Renamed Here');
    await user.click(screen.getByRole('link', { name: /\bLaunch$/ }));
    await user.click(await screen.findByRole('button', { name: 'Save Placement' }));

    expect(await screen.findByText(PART_LOAD_FAILED)).toBeVisible();
    expect(await capture.bodiesOf('/placements/pl_nw_001/update')).toEqual([]);
    const steps = within(screen.getByRole('navigation', { name: 'Placement steps' }));
    await user.click(steps.getByRole('link', { name: /\bGeneral$/ }));
    expect(await screen.findByLabelText(/^Placement name/, { selector: 'input' })).toHaveValue(
      'Renamed Here',
    );

    network.restore();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Someone else changed this placement',
    });
    await user.click(within(dialog).getByRole('radio', { name: 'Keep mine' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save with my choices' }));
    expect(await findToast('Placement successfully updated')).toBeInTheDocument();
    const [body] = (await capture.bodiesOf('/placements/pl_nw_001/update')) as { name: string }[];
    expect(body?.name).toBe('Renamed Here');
  });
});
