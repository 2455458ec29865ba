// A retry is the same request (MANY-SAVE-KEY; PLC-SAVE): a placement create whose reply is
// lost keeps the wizard's draft and its Idempotency-Key, so Create Placement again makes one.
// Requirements checked here: PLC-DRAFT.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { newPlacementValues } from '@/features/placements/placement-form';
import { getDb } from '@/mocks/db';
import { findToast, renderRoute, signInAs } from '../../utils';
import { loseReplies } from '../../lost-replies';

const DRAFT_KEY = 'marquee.draft.usr_ssp/placement.new';
const ALL_STEPS = ['general', 'verification', 'audience', 'capabilities', 'launch'];

describe('retrying a placement create', () => {
  it('after a lost reply (504), Create Placement again keeps the draft, is found saved, sends the same Idempotency-Key and makes one placement', async () => {
    await signInAs('ssp');
    const values = {
      ...newPlacementValues(),
      name: 'Lobby Lost Reply',
      externalId: 'LOBBY-LOST',
      kind: 1,
      bidFloorCpm: '4.5',
      line1: '1 Main St',
      city: 'Springfield',
      state: 'IL',
      zip: '62701',
      exampleSceneUrl: 'https://cdn.example.com/lobby.png',
      impressionMultiplier: '2',
      resolution: '1080x1920',
    };
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ version: 1, values, visited: ALL_STEPS }));
    const lost = loseReplies('/placements', 2);
    const { user, router } = renderRoute('/placements/create?step=launch');
    const create = await screen.findByRole('button', { name: 'Create Placement' });
    await user.click(create);
    await waitFor(() => expect(create).toBeEnabled());
    expect(router.state.location.pathname).toBe('/placements/create');
    expect(sessionStorage.getItem(DRAFT_KEY)).toContain('Lobby Lost Reply');

    await user.click(create);
    expect(await findToast('Placement successfully created')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/placements'));
    expect(await screen.findByRole('table', { name: 'Placements' })).toBeInTheDocument();
    // Found saved (MANY-OUTCOME), the same values go again with the same key: answered, not redone.
    expect(lost.keys).toHaveLength(3);
    expect(lost.keys[1]).toBe(lost.keys[0]);
    expect(getDb().placements.filter((p) => p.name === 'Lobby Lost Reply')).toHaveLength(1);
  });
});
