import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { getDb } from '@/mocks/db';
import { server } from '@/mocks/server';
import {
  captureRequests,
  deferred,
  errorToasts,
  expectErrorToastOnce,
  inMain,
  renderRoute,
  signInAs,
} from '../../utils';
import { pngBytes } from '../../mocks/media-fixtures';
import { dropFiles, fileOfSize, nodeFile, useNodeFormData } from './helpers';
import { loseReplies, outcomesUnknown } from '../../lost-replies';

const ACME = [
  'Morning Brew – Landscape',
  'Morning Brew – Portrait',
  'Cold Brew Leaderboard',
  'Cold Brew Season Billboard',
  'Spring Menu Square',
  'Loyalty App Promo',
  'Morning Brew 15s Spot',
  'Latte Art 15s Portrait',
];

const gallery = () => screen.getByRole('list', { name: 'Ad creatives' });
const cards = () => within(gallery()).getAllByRole('listitem');

// Requirements checked here: CRE-GRID, CRE-EMPTY, CRE-LOAD-ERROR, CRE-FORMATS, CRE-MAX-SIZE,
// CRE-UPLOAD, CRE-DETAIL, CRE-DOWNLOAD.
describe('/creatives', () => {
  it('shows the account’s creatives as a grid of cards', async () => {
    await signInAs('dsp');
    renderRoute('/creatives');
    expect(await screen.findByRole('button', { name: 'Spring Menu Square' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Ad Creatives' })).toBeVisible();
    expect(document.title).toBe('Marquee | Ad Creatives');
    expect(cards()).toHaveLength(ACME.length);
    for (const name of ACME) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.queryByText('Fly South – Landscape')).not.toBeInTheDocument();

    const banner = cards().find((card) => within(card).queryByText('Spring Menu Square'))!;
    expect(within(banner).getByRole('img', { name: 'Spring Menu Square' })).toHaveAttribute(
      'loading',
      'lazy',
    );
    expect(within(banner).getByText('Banner')).toBeVisible();
    expect(within(banner).getByText('1080×1080')).toBeVisible();

    const video = cards().find((card) => within(card).queryByText('Morning Brew 15s Spot'))!;
    expect(within(video).getByText('Video')).toBeVisible();
    expect(within(video).getByText('1920×1080')).toBeVisible();
    expect(within(video).getByText('15 s')).toBeVisible();
    const frame = within(video).getByRole('img', { name: 'Morning Brew 15s Spot' });
    // eslint-disable-next-line testing-library/no-node-access -- the thumbnail's <video> is aria-hidden and has no role: no query reaches it
    const element = frame.querySelector('video')!;
    expect(element.muted).toBe(true);
    expect(element).toHaveAttribute('preload', 'metadata');
  });

  it('shows the empty state with the uploader still available', async () => {
    await signInAs('dsp');
    server.use(http.get('*/v1/creatives', () => HttpResponse.json({ count: 0, creatives: [] })));
    renderRoute('/creatives');
    expect(await screen.findByText('No ad creatives')).toBeVisible();
    expect(screen.getByText('Get started by uploading a new ad creative')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Upload Ad Creative' })).toBeEnabled();
  });

  it('shows a load failure inline with Retry, toasted once', async () => {
    await signInAs('dsp');
    server.use(
      http.get('*/v1/creatives', () =>
        HttpResponse.json({ error: { message: 'Creatives are down' } }, { status: 500 }),
      ),
    );
    const { user } = renderRoute('/creatives');
    const alert = await inMain().findByRole('alert', {}, { timeout: 6000 });
    expect(within(alert).getByText('Failed to load ad creatives.')).toBeVisible();
    expect(within(alert).getByText('Creatives are down')).toBeVisible();
    await expectErrorToastOnce('Creatives are down');

    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Spring Menu Square' })).toBeVisible();
  });

  it('uploads a PNG with its progress shown, then refreshes the grid', async () => {
    await signInAs('dsp');
    await useNodeFormData();
    const held = deferred<void>();
    // Held first, then falls through to the mock API's real handler.
    server.use(http.post('*/v1/creatives', async () => void (await held.promise)));
    const capture = captureRequests();
    const { user } = renderRoute('/creatives');
    await screen.findByRole('button', { name: 'Spring Menu Square' });

    const file = nodeFile(pngBytes(300, 250), 'summer-promo.png', 'image/png');
    await user.upload(screen.getByLabelText('Upload Ad Creative'), file);

    const row = await screen.findByRole('listitem', { name: 'summer-promo.png' });
    const bar = within(row).getByRole('progressbar', { name: 'summer-promo.png' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(within(row).getByRole('button', { name: 'Cancel' })).toBeVisible();

    held.resolve();
    expect(await within(row).findByText('Done')).toBeVisible();
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(within(row).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'summer-promo.png' })).toBeVisible();
    expect(cards()).toHaveLength(ACME.length + 1);
    expect(await capture.bodiesOf('/creatives')).toHaveLength(1);

    await user.click(within(row).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('listitem', { name: 'summer-promo.png' })).not.toBeInTheDocument();
  });

  it('cancels a running upload without an error toast, and can retry it', async () => {
    await signInAs('dsp');
    await useNodeFormData();
    const held = deferred<void>();
    server.use(http.post('*/v1/creatives', async () => void (await held.promise)));
    const { user } = renderRoute('/creatives');
    await screen.findByRole('button', { name: 'Spring Menu Square' });

    await user.upload(
      screen.getByLabelText('Upload Ad Creative'),
      nodeFile(pngBytes(10, 10), 'tiny.png', 'image/png'),
    );
    const row = await screen.findByRole('listitem', { name: 'tiny.png' });
    await user.click(within(row).getByRole('button', { name: 'Cancel' }));
    expect(await within(row).findByText('Cancelled')).toBeVisible();
    expect(errorToasts()).toHaveLength(0);

    await user.click(within(row).getByRole('button', { name: 'Retry' }));
    expect(await within(row).findByText('0%')).toBeVisible();
    held.resolve();
    expect(await within(row).findByText('Done')).toBeVisible();
    // The mock server stores what reached it, like a real one: the cancelled request may
    // also have arrived; the retried one is in the grid either way.
    expect((await screen.findAllByRole('button', { name: 'tiny.png' })).length).toBeGreaterThan(0);
  });

  it('shows a failed upload’s error, toasted once, with Retry', async () => {
    await signInAs('dsp');
    await useNodeFormData();
    const { user } = renderRoute('/creatives');
    await screen.findByRole('button', { name: 'Spring Menu Square' });

    // Named .png but not a PNG inside: the mock API reads the bytes and refuses it.
    await user.upload(
      screen.getByLabelText('Upload Ad Creative'),
      nodeFile('not really a png', 'fake.png', 'image/png'),
    );
    const row = await screen.findByRole('listitem', { name: 'fake.png' });
    const message = 'The file could not be read as PNG, JPEG or MP4';
    expect(await within(row).findByText(message)).toBeVisible();
    await expectErrorToastOnce(message);
    expect(within(row).getByRole('button', { name: 'Retry' })).toBeVisible();
    expect(within(row).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('refuses other formats and files over 200 MB before sending anything', async () => {
    await signInAs('dsp');
    const capture = captureRequests();
    const { user } = renderRoute('/creatives');
    await screen.findByRole('button', { name: 'Spring Menu Square' });

    dropFiles([
      nodeFile('GIF89a', 'animated.gif', 'image/gif'),
      nodeFile('<svg/>', 'vector.svg', 'image/svg+xml'),
      fileOfSize('huge.mp4', 'video/mp4', 200 * 1024 * 1024 + 1),
    ]);
    const alert = await inMain().findByRole('alert');
    expect(
      within(alert).getByText('animated.gif: Accepted formats: PNG, JPG, JPEG or MP4'),
    ).toBeVisible();
    expect(
      within(alert).getByText('vector.svg: Accepted formats: PNG, JPG, JPEG or MP4'),
    ).toBeVisible();
    expect(within(alert).getByText('huge.mp4: Files must be at most 200 MB')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Uploads' })).not.toBeInTheDocument();
    await capture.settled();
    expect(capture.requests.filter((r) => r.method === 'POST')).toEqual([]);

    const dismiss = within(alert).getAllByRole('button', { name: 'Dismiss' });
    await user.click(dismiss[0]!);
    expect(screen.queryByText(/animated\.gif/)).not.toBeInTheDocument();
  });

  it('opens a creative’s detail in a side panel kept in the URL', async () => {
    await signInAs('dsp');
    const { user, router } = renderRoute('/creatives');
    await user.click(await screen.findByRole('button', { name: 'Morning Brew 15s Spot' }));

    const panel = await screen.findByRole('dialog', { name: 'Morning Brew 15s Spot' });
    expect(router.state.location.search).toBe('?creative=cr_7');
    expect(within(panel).getByText('Video')).toBeVisible();
    const preview = within(panel).getByLabelText('Morning Brew 15s Spot', { selector: 'video' });
    expect(preview).toHaveAttribute('controls');
    expect(preview).toHaveAttribute('src', '/demo/creatives/morning-brew-15s.webm');
    const download = within(panel).getByRole('link', { name: 'Download' });
    expect(download).toHaveAttribute('href', '/demo/creatives/morning-brew-15s.webm');
    expect(download).toHaveAttribute('download', 'Morning Brew 15s Spot.webm');

    const terms = within(panel)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual(['Filename', 'Mime Type', 'Duration', 'Width', 'Height']);
    const values = within(panel)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(values).toEqual(['Morning Brew 15s Spot', 'video/webm', '15 s', '1920', '1080']);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
  });

  it('opens the panel from the URL on load, a banner with no duration', async () => {
    await signInAs('dsp');
    const { user } = renderRoute('/creatives?creative=cr_5');
    const panel = await screen.findByRole('dialog', { name: 'Spring Menu Square' });
    expect(within(panel).getByText('Banner')).toBeVisible();
    expect(within(panel).getByRole('img', { name: 'Spring Menu Square' })).toHaveAttribute(
      'src',
      '/demo/creatives/spring-menu-1080x1080.png',
    );
    const values = within(panel)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(values).toEqual(['Spring Menu Square', 'image/png', '—', '1080', '1080']);
    await user.click(within(panel).getByRole('button', { name: 'Close panel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it.each([
    'javascript:alert(document.domain)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example/x.png',
  ])('never links Download to an unsafe file URL (%s)', async (url) => {
    await signInAs('dsp');
    const creative = getDb().creatives.find((candidate) => candidate.id === 'cr_5');
    if (!creative) throw new Error('cr_5 is not in the demo seed');
    creative.url = url;
    renderRoute('/creatives?creative=cr_5');
    const panel = await screen.findByRole('dialog', { name: 'Spring Menu Square' });
    expect(within(panel).queryByRole('link', { name: 'Download' })).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Download' })).toBeDisabled();
    // eslint-disable-next-line testing-library/no-node-access -- every element with an address, whatever its role, must be safe: no query lists them
    for (const element of panel.querySelectorAll('[href], [src]')) {
      const address = element.getAttribute('href') ?? element.getAttribute('src') ?? '';
      expect(address).not.toMatch(/^(javascript|data:text)/i);
    }
  });

  it('downloads a file the API serves with the session token, not a bare link', async () => {
    const session = await signInAs('dsp');
    const creative = getDb().creatives.find((candidate) => candidate.id === 'cr_5');
    if (!creative) throw new Error('cr_5 is not in the demo seed');
    creative.url = `${window.location.origin}/v1/files/file_spring/content`;
    const authorizations: (string | null)[] = [];
    server.use(
      http.get('*/v1/files/file_spring/content', ({ request }) => {
        authorizations.push(request.headers.get('Authorization'));
        return new HttpResponse('png bytes', { headers: { 'Content-Type': 'image/png' } });
      }),
    );
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:download';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const { user } = renderRoute('/creatives?creative=cr_5');
    const panel = await screen.findByRole('dialog', { name: 'Spring Menu Square' });
    expect(within(panel).queryByRole('link', { name: 'Download' })).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(authorizations).toEqual([`Bearer ${session.token}`]);
    expect(await saved[0]!.text()).toBe('png bytes');
    vi.restoreAllMocks();
  });
});

describe('the creative upload’s Idempotency-Key', () => {
  it('sends an upload whose reply was lost, and which was not stored, once more with its key; a new file gets a new key', async () => {
    await signInAs('dsp');
    await useNodeFormData();
    const keys: (string | null)[] = [];
    let lose = 1;
    server.use(
      http.post('*/v1/creatives', ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        if (lose > 0) {
          lose -= 1;
          // A proxy that gave up waiting before the server took it: nothing was stored.
          return new HttpResponse(null, { status: 504 });
        }
        return undefined; // on to the mock API
      }),
    );
    const { user } = renderRoute('/creatives');
    await screen.findByRole('button', { name: 'Spring Menu Square' });
    const input = screen.getByLabelText('Upload Ad Creative');

    await user.upload(input, nodeFile(pngBytes(10, 10), 'lost.png', 'image/png'));
    const row = await screen.findByRole('listitem', { name: 'lost.png' });
    expect(await within(row).findByText('Done')).toBeVisible();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(getDb().creatives.filter((c) => c.name === 'lost.png')).toHaveLength(1);

    await user.upload(input, nodeFile(pngBytes(10, 10), 'lost.png', 'image/png'));
    await waitFor(() => expect(keys).toHaveLength(3));
    expect(keys[2]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('an upload whose reply was lost and which was stored is Done, sent once (MANY-OUTCOME)', async () => {
    await signInAs('dsp');
    await useNodeFormData();
    const lost = loseReplies('/creatives');
    const stored = getDb().creatives.length;
    const { user } = renderRoute('/creatives');
    await screen.findByRole('button', { name: 'Spring Menu Square' });
    await user.upload(
      screen.getByLabelText('Upload Ad Creative'),
      nodeFile(pngBytes(10, 10), 'found.png', 'image/png'),
    );
    const row = await screen.findByRole('listitem', { name: 'found.png' });
    expect(await within(row).findByText('Done')).toBeVisible();
    expect(within(row).queryByRole('button', { name: 'Retry' })).toBeNull();
    // Settled without the user: no failure said.
    expect(errorToasts()).toEqual([]);
    expect(lost.keys).toHaveLength(1);
    expect(getDb().creatives).toHaveLength(stored + 1);
  });

  it('an upload whose reply was lost is found stored after a reload, and the same file chosen again makes no second creative (MANY-UPLOAD-KEY)', async () => {
    await signInAs('dsp');
    await useNodeFormData();
    // The reply is lost, and the server cannot say what became of it: the bytes are not sent
    // again blindly (an upload asks first), the row says so.
    const lost = loseReplies('/creatives');
    outcomesUnknown();
    const chosen = () => nodeFile(pngBytes(10, 10), 'kept.png', 'image/png', 1_700_000_000_000);
    const first = renderRoute('/creatives');
    await screen.findByRole('button', { name: 'Spring Menu Square' });
    await first.user.upload(screen.getByLabelText('Upload Ad Creative'), chosen());
    const row = await screen.findByRole('listitem', { name: 'kept.png' });
    expect(await within(row).findByText(/^The server did not answer\./)).toBeVisible();
    const stored = getDb().creatives.length;
    first.unmount();

    // A reload: the page's memory is gone, the tab's storage is not.
    const { user } = renderRoute('/creatives');
    await screen.findByRole('button', { name: 'Spring Menu Square' });
    await user.upload(screen.getByLabelText('Upload Ad Creative'), chosen());
    expect(
      await within(await screen.findByRole('listitem', { name: 'kept.png' })).findByText('Done'),
    ).toBeVisible();
    // Sent with the same key: the server answers with the first answer, and one creative.
    expect(lost.keys).toHaveLength(2);
    expect(new Set(lost.keys).size).toBe(1);
    expect(getDb().creatives).toHaveLength(stored);
  });
});

describe('an Admin’s upload on /creatives (CRE-ADMIN-UPLOAD)', () => {
  it('asks which advertiser first, and stores the creative as that advertiser’s', async () => {
    await signInAs('multi');
    await useNodeFormData();
    const { user } = renderRoute('/creatives');
    const button = await screen.findByRole('button', { name: 'Upload Ad Creative' });
    expect(button).toBeDisabled();
    expect(screen.getByText('Choose the advertiser the creatives are for.')).toBeVisible();
    const uploadFor = screen.getByLabelText('Upload for');
    await waitFor(() => expect(uploadFor).toBeEnabled());
    await user.selectOptions(uploadFor, 'Acme Coffee Co.');
    expect(button).toBeEnabled();
    await user.upload(
      screen.getByLabelText('Upload Ad Creative'),
      nodeFile(pngBytes(10, 10), 'for-acme.png', 'image/png'),
    );
    const row = await screen.findByRole('listitem', { name: 'for-acme.png' });
    expect(await within(row).findByText('Done')).toBeVisible();
    expect(getDb().creatives.find((c) => c.name === 'for-acme.png')?.accountId).toBe('acc_acme');
  });

  it('says when the advertisers could not be loaded, and Retry asks again in place', async () => {
    await signInAs('multi');
    let failing = true;
    server.use(
      http.get('*/v1/accounts', () =>
        failing ? HttpResponse.json({ message: 'Down' }, { status: 500 }) : undefined,
      ),
    );
    const { user } = renderRoute('/creatives');
    expect(await screen.findByText('The advertisers could not be loaded.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Upload Ad Creative' })).toBeDisabled();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    const uploadFor = await screen.findByLabelText('Upload for');
    await waitFor(() => expect(uploadFor).toBeEnabled());
    await user.selectOptions(uploadFor, 'Acme Coffee Co.');
    expect(screen.getByRole('button', { name: 'Upload Ad Creative' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('offers a buyer no choice: its uploads are its own account’s', async () => {
    await signInAs('dsp');
    renderRoute('/creatives');
    expect(await screen.findByRole('button', { name: 'Upload Ad Creative' })).toBeEnabled();
    expect(screen.queryByLabelText('Upload for')).toBeNull();
  });
});
