// After a deploy: ROUTE-NEW-VERSION (the notice, in place of a screen or as a banner),
// ROUTE-GONE-CHUNK-RELOAD (Retry reloads when the chunk is gone) and ROUTE-RELOAD-KEEPS-DRAFTS.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense, type ComponentType } from 'react';
import { useForm } from 'react-hook-form';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { LazyScreen } from '@/app/lazy-screen';
import type { ScreenLoader } from '@/config/screen-routes';
import { NEW_VERSION_TITLE, RELOAD_AFTER_SAVE } from '@/app/new-version';
import { AppProvider } from '@/app/provider';
import { RouteErrorPage } from '@/app/route-error';
import { TextInput } from '@/components/form/fields';
import { LeaveGuard } from '@/components/leave-guard/leave-guard';
import { useDraft } from '@/components/form/use-draft';
import { lazyStep, Wizard } from '@/components/wizard';
import { checkForNewVersion, newVersion, noticingNewVersion } from '@/lib/versions/app-version';
import type { LazyComponent } from '@/lib/versions/lazy-component';
import { pageReload, reloadKeepingDrafts } from '@/lib/versions/page-reload';
import { queryClient } from '@/lib/cache/query-client';
import { sessionStore } from '@/lib/session/session';
import { deferred } from '../utils';
import { mockIndexHtml, NEXT_DEPLOY_INDEX, runBuiltPage, RUNNING_INDEX } from './index-html';

const CHUNK_FAILURE = 'Failed to fetch dynamically imported module';

function renderScreen(load: ScreenLoader) {
  return render(
    <AppProvider>
      <LazyScreen load={load} />
    </AppProvider>,
  );
}

/** A loader whose first download fails as a gone chunk's does, and whose later ones load. */
function failingOnce(message = CHUNK_FAILURE) {
  return vi
    .fn<ScreenLoader>()
    .mockRejectedValueOnce(new TypeError(message))
    .mockResolvedValue({ default: () => <p>Second try</p> });
}

let reload: Mock<() => void>;

beforeEach(() => {
  runBuiltPage();
  // A reload starts with beforeunload, as in the browser.
  reload = vi.fn<() => void>(() => {
    window.dispatchEvent(new Event('beforeunload', { cancelable: true }));
  });
  vi.spyOn(pageReload, 'reload').mockImplementation(reload);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  document.head.replaceChildren();
  act(() => newVersion.reset());
});

describe('a screen whose code fails to load', () => {
  it('says a new version is available, with Reload in place of Retry, when index.html changed', async () => {
    mockIndexHtml(NEXT_DEPLOY_INDEX);
    const load = failingOnce();
    renderScreen(load);
    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText(NEW_VERSION_TITLE)).toBeInTheDocument();
    expect(within(notice).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    // The screen says it: no banner on top.
    expect(screen.queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
    await userEvent.click(within(notice).getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the error with Retry, which loads the screen again, when index.html did not change', async () => {
    mockIndexHtml(RUNNING_INDEX);
    const load = failingOnce();
    renderScreen(load);
    expect(await screen.findByText('This screen could not be shown.')).toBeInTheDocument();
    expect(screen.queryByText(NEW_VERSION_TITLE)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Second try')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('Retry reloads the page, not the dead chunk, once index.html has changed since the failure', async () => {
    const index = mockIndexHtml(RUNNING_INDEX);
    const load = failingOnce();
    renderScreen(load);
    expect(await screen.findByText('This screen could not be shown.')).toBeInTheDocument();
    index.state.index = NEXT_DEPLOY_INDEX;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('Retry reloads the page when the chunk the import named answers 404, and loads again when it answers', async () => {
    const index = mockIndexHtml(RUNNING_INDEX);
    const chunk = `${window.location.origin}/assets/reports-list-1.js`;
    const load = failingOnce(`${CHUNK_FAILURE}: ${chunk}`);
    const view = renderScreen(load);
    expect(await screen.findByText('This screen could not be shown.')).toBeInTheDocument();
    index.state.chunkStatus = 404;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(index.spy).toHaveBeenCalledWith(chunk, expect.objectContaining({ method: 'HEAD' }));
    expect(load).toHaveBeenCalledTimes(1);
    view.unmount();

    // The same failure while the chunk is there: a blip, and Retry loads the screen.
    index.state.chunkStatus = 200;
    const again = failingOnce(`${CHUNK_FAILURE}: ${chunk}`);
    renderScreen(again);
    expect(await screen.findByText('This screen could not be shown.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Second try')).toBeInTheDocument();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a screen that throws while rendering keeps Retry, even with a new version out', async () => {
    mockIndexHtml(NEXT_DEPLOY_INDEX);
    await checkForNewVersion();
    const Broken = () => {
      throw new Error('Render bug');
    };
    renderScreen(() => Promise.resolve({ default: Broken }));
    expect(await screen.findByText('This screen could not be shown.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('the signed-in layout whose code a deploy removed', () => {
  it('shows the new-version notice on the error page in place of Something went wrong, with Reload', async () => {
    mockIndexHtml(NEXT_DEPLOY_INDEX);
    const GoneLayout = lazy<ComponentType>(
      noticingNewVersion(() => Promise.reject(new TypeError(CHUNK_FAILURE))),
    );
    const router = createMemoryRouter([
      {
        path: '/',
        errorElement: <RouteErrorPage />,
        element: (
          <Suspense fallback={null}>
            <GoneLayout />
          </Suspense>
        ),
      },
    ]);
    render(
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>,
    );
    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText(NEW_VERSION_TITLE)).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
    await userEvent.click(within(notice).getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

interface Values {
  name: string;
  city: string;
}

const DRAFT_KEY = 'marquee.draft.usr_ada/deploy';

function DeployWizard({
  citySteps,
  outside = false,
}: {
  citySteps: LazyComponent<object>;
  outside?: boolean;
}) {
  const draft = useDraft<Values>({
    key: 'deploy',
    version: 1,
    defaults: { name: '', city: '' },
  });
  const form = useForm<Values>({ defaultValues: draft.initialValues });
  return (
    <Wizard
      label="Deploy steps"
      form={form}
      steps={[
        {
          id: 'one',
          title: 'One',
          fields: ['name'],
          content: <TextInput<Values> name="name" label="Name" />,
        },
        {
          id: 'two',
          title: 'Two',
          fields: ['city'],
          content: <citySteps.Component />,
          preload: () => void citySteps.preload(),
        },
      ]}
      home={{ label: 'Things', to: '/things' }}
      cancelTo="/"
      submitLabel="Finish"
      onSubmit={async () => '/'}
      draft={draft}
      unsavedOutsideForm={outside}
      leaveMessage="Your thing is not saved."
    />
  );
}

function renderWizard(outside = false) {
  const city = lazyStep<object>(() => Promise.reject(new TypeError(CHUNK_FAILURE)));
  const router = createMemoryRouter(
    [{ path: '/wizard', element: <DeployWizard citySteps={city} outside={outside} /> }],
    {
      initialEntries: ['/wizard'],
    },
  );
  return render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

describe('a wizard step that fails to load after a deploy', () => {
  beforeEach(() => {
    sessionStore.save(
      {
        token: 't-ada',
        user: { id: 'usr_ada', name: 'Ada', email: 'ada@demo.test', account_id: 'acc_a' },
        roles: ['DSP'],
      },
      false,
    );
  });

  it('shows the new-version banner, whose Reload first writes the draft still waiting to be saved, and the draft comes back', async () => {
    mockIndexHtml(NEXT_DEPLOY_INDEX);
    const view = renderWizard();
    // Heading for step two starts its download, which fails: the banner says why.
    await userEvent.hover(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(NEW_VERSION_TITLE)).toBeInTheDocument();

    // Typed just now: the autosave waits 250 ms (held here), so only Reload's flush can write it.
    vi.useFakeTimers();
    let storedAtReload: string | null = null;
    reload.mockImplementation(() => {
      storedAtReload = sessionStorage.getItem(DRAFT_KEY);
      window.dispatchEvent(new Event('beforeunload', { cancelable: true }));
    });
    fireEvent.change(screen.getByLabelText('Name'), {
      target: { value: 'Kept across the deploy' },
    });
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(JSON.parse(storedAtReload ?? '{}')).toMatchObject({
      values: { name: 'Kept across the deploy' },
    });
    vi.useRealTimers();

    // "After the reload": the wizard mounts afresh from the stored draft.
    view.unmount();
    renderWizard();
    expect(await screen.findByLabelText('Name')).toHaveValue('Kept across the deploy');
  });

  it("a wizard's leave prompt does not ask on a reload for a new version, while a form without a draft still does", async () => {
    mockIndexHtml(NEXT_DEPLOY_INDEX);
    renderWizard();
    await userEvent.type(screen.getByLabelText('Name'), 'Unsaved');
    const prompted: boolean[] = [];
    reload.mockImplementation(() => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      prompted.push(event.defaultPrevented);
    });
    // Without the new version's reload, the wizard asks before the tab goes.
    const plain = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(plain);
    expect(plain.defaultPrevented).toBe(true);
    act(() => reloadKeepingDrafts());
    expect(prompted).toEqual([false]);

    render(<LeaveGuard when={() => true} message="Your invite is not sent." />);
    act(() => reloadKeepingDrafts());
    expect(prompted).toEqual([false, true]);
  });

  it('a wizard holding work its draft does not (a parsed file) still asks on a reload for a new version', async () => {
    mockIndexHtml(NEXT_DEPLOY_INDEX);
    renderWizard(true);
    const prompted: boolean[] = [];
    reload.mockImplementation(() => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      prompted.push(event.defaultPrevented);
    });
    act(() => reloadKeepingDrafts());
    expect(prompted).toEqual([true]);
  });

  it('a wizard whose draft the browser could not store (a full storage) still asks on a reload for a new version, and not once it could', async () => {
    mockIndexHtml(NEXT_DEPLOY_INDEX);
    renderWizard();
    const prompted: boolean[] = [];
    reload.mockImplementation(() => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      prompted.push(event.defaultPrevented);
    });
    // The tab's storage full: every write fails as a browser's does.
    const full = vi.spyOn(sessionStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    await userEvent.type(screen.getByLabelText('Name'), 'Not stored');
    act(() => reloadKeepingDrafts());
    expect(sessionStorage.getItem(DRAFT_KEY) ?? '').not.toContain('Not stored');
    expect(prompted).toEqual([true]);

    full.mockRestore();
    await userEvent.type(screen.getByLabelText('Name'), '!');
    act(() => reloadKeepingDrafts());
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? '{}')).toMatchObject({
      values: { name: 'Not stored!' },
    });
    expect(prompted).toEqual([true, false]);
  });

  it('Reload waits for a save on its way to the server, says so, then reloads', async () => {
    mockIndexHtml(NEXT_DEPLOY_INDEX);
    await checkForNewVersion();
    const save = deferred<string>();
    render(<AppProvider>{null}</AppProvider>);
    const running = queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: () => save.promise })
      .execute(undefined);
    await userEvent.click(await screen.findByRole('button', { name: 'Reload' }));
    expect(await screen.findByText(RELOAD_AFTER_SAVE)).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    save.resolve('saved');
    await running;
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  // The page's leave prompt answered Stay: the reload asked for never happened, and the banner
  // is usable again (it was left busy, with Dismiss disabled, over the wizard's crumbs).
  it('after a reload the user stayed for, Reload and Dismiss work again', async () => {
    mockIndexHtml(NEXT_DEPLOY_INDEX);
    await checkForNewVersion();
    render(<AppProvider>{null}</AppProvider>);
    const reloadButton = await screen.findByRole('button', { name: 'Reload' });
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    fireEvent.click(reloadButton);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('button', { name: 'Reload' })).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(NEW_VERSION_TITLE)).not.toBeInTheDocument();
  });

  it('Dismiss hides the new-version banner', async () => {
    mockIndexHtml(NEXT_DEPLOY_INDEX);
    await checkForNewVersion();
    render(<AppProvider>{null}</AppProvider>);
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(NEW_VERSION_TITLE)).not.toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });
});
