// MANY-OUTCOME: the shell's banner says what became of a save whose answer was lost, to the
// person who made it only: another person signed in in the tab since does not see it.
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { saveOutcome } from '@/api/requests';
import { SaveOutcomeBanner } from '@/app/save-outcome-banner';
import { sessionOwner, sessionStore } from '@/lib/session/session';
import { signInAs } from '../utils';

afterEach(() => saveOutcome.set(null));

describe('the save outcome banner', () => {
  it('offers the saved record to whoever saved it, and to nobody else in the tab', async () => {
    await signInAs('dsp');
    render(
      <MemoryRouter>
        <SaveOutcomeBanner />
      </MemoryRouter>,
    );
    act(() =>
      saveOutcome.set({
        scope: 'campaign.new',
        saved: true,
        to: '/campaigns/cmp_9',
        owner: sessionOwner(sessionStore.get()),
      }),
    );
    expect(screen.getByRole('link', { name: 'Open it' })).toHaveAttribute(
      'href',
      '/campaigns/cmp_9',
    );
    await act(() => signInAs('ssp'));
    expect(screen.queryByRole('link', { name: 'Open it' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Saved\./)).not.toBeInTheDocument();
  });
});
