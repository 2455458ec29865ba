// Issue 40, "The token goes where it should not", on the screens: an address from the API that is
// neither https nor the console's own is never loaded, the screen shows its placeholder instead
// (SEC-SRC-HTTPS); Download sends the token to the API's own files only (SEC-TOKEN-OWN-FILES);
// uploads stop with the session they were queued under (SEC-UPLOAD-STOPS).
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { UPLOAD_STOPPED_MESSAGE } from '@/lib/http/upload-session';
import { sessionStore } from '@/lib/session/session';
import { getDb } from '@/mocks/db';
import { server } from '@/mocks/server';
import { pngBytes } from '../mocks/media-fixtures';
import { nodeFile, useNodeFormData } from '../features/creatives/helpers';
import { deferred, renderRoute, signInAs } from '../utils';

const UNSAFE = [
  'http://cdn.example.com/spring.png',
  'javascript:alert(document.domain)',
  'data:image/svg+xml,<svg onload="alert(1)"/>',
];

/** Every address an element of `scope` loads or links. */
function addresses(scope: HTMLElement): string[] {
  return [...scope.querySelectorAll('[src], [href], [poster]')].map(
    (element) =>
      element.getAttribute('src') ??
      element.getAttribute('href') ??
      element.getAttribute('poster')!,
  );
}

function seededCreative(id: string) {
  const creative = getDb().creatives.find((candidate) => candidate.id === id);
  if (!creative) throw new Error(`${id} is not in the demo seed`);
  return creative;
}

describe('an unsafe src from the API (SEC-SRC-HTTPS)', () => {
  it.each(UNSAFE)('is not loaded by the creatives grid or detail: %s', async (url) => {
    await signInAs('dsp');
    seededCreative('cr_5').url = url;
    renderRoute('/creatives?creative=cr_5');
    const panel = await screen.findByRole('dialog', { name: 'Spring Menu Square' });
    expect(within(panel).getByRole('img', { name: 'Spring Menu Square' })).toBeVisible();
    expect(within(panel).getByRole('button', { name: 'Download' })).toBeDisabled();
    // Behind the open panel (a modal: the page under it is hidden from the accessibility tree).
    const card = await screen.findByRole('button', { name: 'Spring Menu Square', hidden: true });
    expect(
      within(card).getByRole('img', { name: 'Spring Menu Square', hidden: true }),
    ).toBeInTheDocument();
    expect(addresses(document.body)).not.toContain(url);
  });

  it('is not played in a publisher’s review queue: the placeholder stands in', async () => {
    await signInAs('ssp');
    const review = getDb().reviews.find(
      (candidate) =>
        candidate.status === 'Pending' && candidate.creative.mimeType.startsWith('video'),
    );
    if (!review) throw new Error('no pending video review in the demo seed');
    review.creative.url = 'http://media.example.com/spot.webm';
    renderRoute('/reviews');
    const placeholder = await screen.findAllByRole('img', { name: review.creative.name });
    expect(placeholder.length).toBeGreaterThan(0);
    expect(addresses(document.body)).not.toContain('http://media.example.com/spot.webm');
  });
});

describe('Download (SEC-TOKEN-OWN-FILES)', () => {
  it('links a URL under the API’s base that is not one of its files plainly, never fetching it with the token', async () => {
    await signInAs('dsp');
    const endpoint = `${window.location.origin}/v1/campaigns`;
    seededCreative('cr_5').url = endpoint;
    const withToken: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.headers.get('authorization') && request.url.endsWith('/v1/campaigns')) {
        withToken.push(request.url);
      }
    });
    const { user } = renderRoute('/creatives?creative=cr_5');
    const panel = await screen.findByRole('dialog', { name: 'Spring Menu Square' });
    const link = within(panel).getByRole('link', { name: 'Download' });
    expect(link).toHaveAttribute('href', '/v1/campaigns');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await user.click(link);
    expect(withToken).toEqual([]);
    server.events.removeAllListeners();
  });
});

describe('an upload and the end of its session (SEC-UPLOAD-STOPS)', () => {
  it('stops the running and waiting uploads when the session ends in another tab: shown Stopped, the waiting one never sent', async () => {
    await signInAs('dsp', true);
    await useNodeFormData();
    const held = deferred<void>();
    const sent: (string | null)[] = [];
    server.use(
      http.post('*/v1/creatives', async ({ request }) => {
        sent.push(request.headers.get('authorization'));
        await held.promise;
        return HttpResponse.json({});
      }),
    );
    const { user } = renderRoute('/creatives');
    await screen.findByRole('button', { name: 'Spring Menu Square' });
    const names = ['one.png', 'two.png', 'three.png'];
    await user.upload(
      screen.getByLabelText('Upload Ad Creative'),
      names.map((name) => nodeFile(pngBytes(10, 10), name, 'image/png')),
    );
    await waitFor(() => expect(sent).toHaveLength(2));
    const third = screen.getByRole('listitem', { name: 'three.png' });
    expect(within(third).getByText('Waiting…')).toBeVisible();

    // Signed out in another tab: this tab's screen stays, under the sign-in dialog.
    sessionStore.endedElsewhere(null);
    for (const name of names) {
      const row = screen.getByRole('listitem', { name });
      expect(await within(row).findByText(UPLOAD_STOPPED_MESSAGE)).toBeVisible();
      expect(within(row).getByRole('button', { name: 'Retry' })).toBeVisible();
    }
    held.resolve();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toHaveLength(2);
    for (const name of names) {
      expect(
        within(screen.getByRole('listitem', { name })).getByText(UPLOAD_STOPPED_MESSAGE),
      ).toBeVisible();
    }
  });
});
