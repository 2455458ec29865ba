// CMP-CREATIVES-STEP and CMP-DUPLICATE for an Admin (multi@): an Admin's creatives list holds
// every account's, but a campaign takes its own account's creatives only. The wizard's gallery
// offers the campaign account's, and an Admin's copy of another account's campaign is that
// account's campaign (its creatives, its DSP fee), so it launches. Before, the gallery offered
// every account's creatives and the server refused them: `Unknown ad creative`. An upload in
// such a copy is that account's creative too (before, it went to the Admin's own account, and
// the gallery did not offer it). Runs in jsdom (test/projects.ts): an upload's reply.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/mocks/db';
import { captureRequests, renderRoute, signInAs } from '../../utils';
import { pngBytes } from '../../mocks/media-fixtures';
import { nodeFile, useNodeFormData } from '../creatives/helpers';

type User = ReturnType<typeof renderRoute>['user'];

beforeAll(async () => {
  await import('@/features/campaigns/routes/campaign-create');
});

const crumbs = () => within(screen.getByRole('navigation', { name: 'Campaign steps' }));

async function openStep(user: User, crumb: RegExp, heading: string) {
  await user.click(crumbs().getByRole('link', { name: crumb }));
  return screen.findByRole('heading', { level: 2, name: heading });
}

describe('an Admin’s campaigns and their account’s creatives', () => {
  it('a new campaign’s gallery offers none of another account’s creatives', async () => {
    await signInAs('multi');
    const { user } = renderRoute('/campaigns/create');
    await screen.findByLabelText(/^Campaign name/, { selector: 'input' });
    await openStep(user, /^3\. Ad Creatives/, 'Ad Creatives');
    await screen.findByRole('button', { name: 'Refresh Ad Creatives' });
    await waitFor(() =>
      expect(screen.queryByRole('checkbox', { name: 'Spring Menu Square' })).toBeNull(),
    );
    expect(screen.queryByRole('checkbox', { name: 'Latte Art 15s Portrait' })).toBeNull();
  });

  it('a copy of another account’s campaign launches as that account’s, with its creative and fee', async () => {
    await signInAs('multi');
    const requests = captureRequests();
    const { user, router } = renderRoute('/campaigns/create?from=cmp_4');
    expect(await screen.findByLabelText(/^Campaign name/, { selector: 'input' })).toHaveValue(
      'Copy of Spring Menu Preview',
    );
    await openStep(user, /^3\. Ad Creatives/, 'Ad Creatives');
    expect(await screen.findByRole('checkbox', { name: 'Spring Menu Square' })).toBeChecked();
    await openStep(user, /^6\. Launch/, 'Launch');
    await user.click(await screen.findByRole('button', { name: 'Launch Campaign' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/campaigns\/cmp_(?!4$)/));
    const [body] = await requests.bodiesOf('/campaigns');
    expect(body).toMatchObject({ accountId: 'acc_acme', ads: [{ creative: { id: 'cr_5' } }] });
    const copy = getDb().campaigns.find((c) => c.name === 'Copy of Spring Menu Preview')!;
    expect(copy.accountId).toBe('acc_acme');
    expect(copy.fees.dsp).toBe(getDb().accounts.find((a) => a.id === 'acc_acme')!.fees.dsp);
  });

  it('an upload in a copy of another account’s campaign is that account’s, offered and chosen', async () => {
    await useNodeFormData();
    await signInAs('multi');
    const { user } = renderRoute('/campaigns/create?from=cmp_4');
    await screen.findByLabelText(/^Campaign name/, { selector: 'input' });
    await openStep(user, /^3\. Ad Creatives/, 'Ad Creatives');
    await screen.findByRole('checkbox', { name: 'Spring Menu Square' });
    await user.upload(
      screen.getByLabelText('Upload Ad Creatives'),
      nodeFile(pngBytes(300, 250), 'acme-upload.png', 'image/png'),
    );
    expect(await screen.findByRole('checkbox', { name: 'acme-upload.png' })).toBeChecked();
    const stored = getDb().creatives.find((c) => c.name === 'acme-upload.png')!;
    expect(stored.accountId).toBe('acc_acme');
  });
});
