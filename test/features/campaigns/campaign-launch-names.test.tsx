// CMP-NAMES-FAILED on the wizard's Launch summary: the chosen creatives and clips are named;
// when their lists cannot be read, the summary says so with Retry, never the bare ids.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '@/lib/http/api-client';
import { server } from '@/mocks/server';
import { renderRoute, signInAs } from '../../utils';
import { definitionOf } from '../../dom-queries';
import { LAUNCHABLE, seedDraft } from './drafts';

describe('the Launch summary’s names', () => {
  it('says the creatives’ and clips’ names could not be loaded, with Retry, and names them after', async () => {
    let failing = true;
    const down = () =>
      failing ? HttpResponse.json({ error: { message: 'Down' } }, { status: 500 }) : undefined;
    server.use(http.get(apiUrl('/creatives'), down), http.get(apiUrl('/content/clips'), down));
    await signInAs('dsp');
    seedDraft({ ...LAUNCHABLE, creativeIds: ['cr_1'], contentClips: ['insp_1'] });
    const { user } = renderRoute('/campaigns/create?step=launch');
    await screen.findByRole('heading', { level: 1 });

    // Read afresh each time: the summary renders again as its reads settle.
    const creatives = () => definitionOf('Ad creatives');
    const clips = () => definitionOf('Clips');
    await waitFor(() =>
      expect(within(creatives()).getByRole('alert')).toHaveTextContent(
        'The creatives’ names could not be loaded.',
      ),
    );
    await waitFor(() =>
      expect(within(clips()).getByRole('alert')).toHaveTextContent(
        'The clips’ names could not be loaded.',
      ),
    );
    expect(creatives()).not.toHaveTextContent('cr_1');
    expect(clips()).not.toHaveTextContent('insp_1');

    failing = false;
    await user.click(within(clips()).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(clips()).toHaveTextContent('Rise and Shine'));
    await user.click(within(creatives()).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(creatives()).not.toHaveTextContent('could not be loaded'));
    expect(creatives()).not.toHaveTextContent('cr_1');
  });
});
