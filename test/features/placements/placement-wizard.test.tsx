// The single placement wizard as a publisher uses it, against the mock API: each step's
// validation with the spec's messages, the image upload (type refused before sending, preview
// after), a breadcrumb jump, the one-shot create and the edit of a saved placement.
// Requirements checked here: PLC-WIZ-STEPS, PLC-EDIT, PLC-SAVE, PLC-DRAFT, PLC-GENERAL,
// PLC-SCENE-UPLOAD, PLC-CAPABILITIES, PLC-LAUNCH, FORM-IMAGE-SIZE.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FIX_ERRORS_LABEL } from '@/components/wizard';
import { ACCEPTED_IMAGE_MESSAGE } from '@/rules/image-files';
import { newPlacementValues, type PlacementFormValues } from '@/features/placements/placement-form';
import { PLACEMENT_MESSAGES as M } from '@/features/placements/placement-schema';
import { sceneImageProblem } from '@/features/placements/components/steps/scene-image-input';
import { captureRequests, findToast, inMain, renderRoute, signInAs } from '../../utils';

type User = ReturnType<typeof renderRoute>['user'];
const DRAFT_KEY = 'marquee.draft.usr_ssp/placement.new';
const ALL_STEPS = ['general', 'verification', 'audience', 'capabilities', 'launch'];
const PNG_URL = 'https://cdn.example.com/lobby.png';

function seedDraft(values: Partial<PlacementFormValues>, visited = ALL_STEPS) {
  const draft = { version: 1, values: { ...newPlacementValues(), ...values }, visited };
  sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
}

const field = (name: string | RegExp) =>
  screen.getByLabelText(name, { selector: 'input, textarea, select' });
const next = (user: User) => user.click(screen.getByRole('button', { name: 'Next' }));
const heading = (name: string) => screen.findByRole('heading', { level: 2, name });

async function pickVenueType(user: User, name: string) {
  await user.click(screen.getByRole('searchbox', { name: /Venue type/ }));
  await user.click(await screen.findByRole('treeitem', { name }));
}

describe('the single placement wizard', () => {
  it('validates General with the spec messages and links home to /placements', async () => {
    await signInAs('ssp');
    const { user } = renderRoute('/placements/create');
    expect(await heading('General')).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Placement steps' });
    expect(within(crumbs).getByRole('link', { name: 'Placements' })).toHaveAttribute(
      'href',
      '/placements',
    );

    // Next shows the step's errors on its crumb and moves on; the crumb opens them again.
    await next(user);
    expect(await heading('Verification')).toBeInTheDocument();
    await user.click(within(crumbs).getByRole('link', { name: '1. General, has errors' }));
    expect(await screen.findByText(M.name)).toBeInTheDocument();
    expect(screen.getByText(M.kind)).toBeInTheDocument();
    expect(screen.getByText(M.bidFloorRequired)).toBeInTheDocument();

    await user.type(field(/^Placement name/), 'Lobby North');
    await pickVenueType(user, 'Transit');
    await user.type(field(/^Bid floor CPM/), '-1');
    await user.tab();
    expect(await screen.findByText(M.bidFloorMin)).toBeInTheDocument();
    await user.clear(field(/^Bid floor CPM/));
    await user.type(field(/^Bid floor CPM/), '4.5');
    await next(user);
    expect(await heading('Verification')).toBeInTheDocument();
  });

  it('asks for Lat/Lng in coordinates mode, an address otherwise, and a valid image URL', async () => {
    await signInAs('ssp');
    seedDraft({ name: 'Lobby', kind: 1, bidFloorCpm: '3' }, ['general', 'verification']);
    const { user } = renderRoute('/placements/create?step=verification');
    expect(await heading('Verification')).toBeInTheDocument();

    await next(user);
    expect(await heading('Audience')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText(M.line1Required)).toBeInTheDocument();
    expect(screen.getByText(M.cityRequired)).toBeInTheDocument();
    expect(screen.getByText(M.imageRequired)).toBeInTheDocument();
    expect(screen.queryByText(M.latLngRequired)).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /Coordinates/ }));
    await next(user);
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect((await screen.findAllByText(M.latLngRequired)).length).toBeGreaterThan(0);
    await user.type(field(/^Latitude/), '95');
    await user.tab();
    expect(await screen.findByText(M.latitude)).toBeInTheDocument();
    await user.clear(field(/^Latitude/));
    await user.type(field(/^Latitude/), '40.75');
    await user.type(field(/^Longitude/), '-73.98');

    await user.type(field(/^Image URL/), 'not a url');
    await user.tab();
    expect(await screen.findByText(M.url)).toBeInTheDocument();
    await user.clear(field(/^Image URL/));
    await user.type(field(/^Image URL/), PNG_URL);
    await user.tab();
    expect(await screen.findByRole('img', { name: 'Preview of the screen' })).toHaveAttribute(
      'src',
      PNG_URL,
    );
    await next(user);
    expect(await heading('Audience')).toBeInTheDocument();
  });

  /** The Verification step of a new placement, with its screen image picker and the calls. */
  async function openVerificationStep() {
    await signInAs('ssp');
    seedDraft({}, ['general', 'verification']);
    const calls = captureRequests();
    const { user } = renderRoute('/placements/create?step=verification');
    expect(await heading('Verification')).toBeInTheDocument();
    // eslint-disable-next-line testing-library/no-node-access -- the picker is an aria-hidden file input without a label (its button opens it): no query reaches it, and upload() needs the input
    const picker = document.querySelector<HTMLInputElement>('input[type=file]');
    if (!picker) throw new Error('no file input');
    return { user, calls, picker };
  }

  it('refuses a non-image file before sending and uploads a PNG to POST /files', async () => {
    const { user, calls, picker } = await openVerificationStep();

    // The picker's accept filter would hide a GIF; an "All files" pick does not.
    const anyFile = userEvent.setup({ applyAccept: false });
    await anyFile.upload(picker, new File(['GIF89a'], 'lobby.gif', { type: 'image/gif' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCEPTED_IMAGE_MESSAGE);
    expect(calls.requests.some((r) => r.path === '/files')).toBe(false);

    // A GIF renamed .png, typed image/png by the browser: refused by its bytes, not sent.
    await user.upload(picker, new File(['GIF89a\x01\x00'], 'renamed.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCEPTED_IMAGE_MESSAGE);
    expect(calls.requests.some((r) => r.path === '/files')).toBe(false);

    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    await user.upload(picker, new File([png], 'lobby.png', { type: 'image/png' }));
    const preview = await screen.findByRole('img', { name: 'Preview of the screen' });
    // The demo keeps the bytes apart and serves them (DEMO-STORAGE).
    expect(preview.getAttribute('src')).toMatch(/^\/v1\/files\/file_\w+\/content$/);
    expect(calls.requests.filter((r) => r.path === '/files')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Replace image' })).toBeEnabled();
  });

  // FORM-IMAGE-SIZE
  it('refuses a PNG over 5 MB before sending: Files must be at most 5 MB', async () => {
    const { user, calls, picker } = await openVerificationStep();

    // A real PNG signature, one byte over 5 MB.
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    await user.upload(picker, new File([big], 'huge.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Files must be at most 5 MB');
    expect(calls.requests.some((r) => r.path === '/files')).toBe(false);
    expect(screen.queryByRole('img', { name: 'Preview of the screen' })).not.toBeInTheDocument();
    // Exactly 5 MB is still allowed.
    const limit = new File([new Uint8Array(5 * 1024 * 1024)], 'limit.png', { type: 'image/png' });
    expect(sceneImageProblem(limit)).toBeNull();
  });

  it('checks the Audience and Capabilities steps', async () => {
    await signInAs('ssp');
    seedDraft({}, ['general', 'verification', 'audience', 'capabilities']);
    const { user } = renderRoute('/placements/create?step=audience');
    expect(await heading('Audience')).toBeInTheDocument();
    expect(screen.getByRole('grid', { name: 'Operating hours' })).toBeInTheDocument();
    await user.clear(field(/^Impression multiplier/));
    await user.type(field(/^Impression multiplier/), '0');
    await user.tab();
    expect(await screen.findByText(M.multiplier)).toBeInTheDocument();
    await user.clear(field(/^Impression multiplier/));
    await user.type(field(/^Impression multiplier/), '2.5');
    await next(user);

    expect(await heading('Capabilities')).toBeInTheDocument();
    await user.selectOptions(field('Resolution'), 'custom');
    await user.type(field(/^Custom resolution/), '1920 by 1080');
    await user.tab();
    expect(await screen.findByText(M.resolution)).toBeInTheDocument();
  });

  it('creates the placement with one POST /placements and returns to the list', async () => {
    await signInAs('ssp');
    seedDraft({
      name: 'Lobby North',
      externalId: 'LOBBY-N',
      kind: 1,
      bidFloorCpm: '4.5',
      line1: '1 Main St',
      city: 'Springfield',
      state: 'IL',
      zip: '62701',
      exampleSceneUrl: PNG_URL,
      impressionMultiplier: '2',
      resolution: '1080x1920',
      supportsAudio: true,
    });
    const calls = captureRequests();
    const { user, router } = renderRoute('/placements/create?step=launch');
    expect(await heading('Launch')).toBeInTheDocument();
    expect(inMain().getByText('1 Main St, Springfield, Illinois, 62701')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Enable Programmatic Partners/ })).toBeChecked();
    await user.click(screen.getByRole('link', { name: 'Edit General' }));
    expect(await heading('General')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /\bLaunch$/ }));
    expect(await heading('Launch')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Enable Programmatic Partners/ }));
    await user.click(screen.getByRole('button', { name: 'Create Placement' }));

    expect(await findToast('Placement successfully created')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/placements'));
    // The list's request ends inside this test, not across into the next one's session.
    expect(await screen.findByRole('table', { name: 'Placements' })).toBeInTheDocument();
    const [body] = await calls.bodiesOf('/placements');
    expect(body).toMatchObject({
      name: 'Lobby North',
      externalId: 'LOBBY-N',
      kind: 1,
      bidFloorCpm: 4.5,
      location: {
        address: { line1: '1 Main St', city: 'Springfield', state: 'IL', zip: '62701' },
        exampleSceneUrl: PNG_URL,
      },
      audience: { impressionMultiplier: 2 },
      capabilities: { resolution: '1080x1920', supportsAudio: true },
      enableProgrammaticPartners: false,
    });
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('shows the first error step when the launch button finds one', async () => {
    await signInAs('ssp');
    seedDraft({ name: 'Lobby', kind: 1, bidFloorCpm: '3' });
    const { user } = renderRoute('/placements/create?step=launch');
    expect(await heading('Launch')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: FIX_ERRORS_LABEL }));
    expect(await heading('Verification')).toBeInTheDocument();
  });

  it('edits a saved placement and posts to /placements/{id}/update', async () => {
    await signInAs('ssp');
    const calls = captureRequests();
    const { user } = renderRoute('/placements/pl_nw_001/edit');
    expect(await heading('General')).toBeInTheDocument();
    const name = field(/^Placement name/);
    expect((name as HTMLInputElement).value).not.toBe('');
    await user.clear(name);
    await user.type(name, 'Renamed screen');
    await user.click(screen.getByRole('link', { name: /\bLaunch$/ }));
    expect(await heading('Launch')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Placement' }));
    expect(await findToast('Placement successfully updated')).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Placements' })).toBeInTheDocument();
    const [body] = await calls.bodiesOf('/placements/pl_nw_001/update');
    expect(body).toMatchObject({ name: 'Renamed screen' });
  });

  it('says so when the placement does not exist', async () => {
    await signInAs('ssp');
    renderRoute('/placements/pl_missing/edit');
    expect(await screen.findByText('There is no placement with this ID.')).toBeInTheDocument();
  });
});
