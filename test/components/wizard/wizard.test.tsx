// The wizard kit on a small three-field form: errors shown on leaving a step (never held there),
// the step in the URL, crumbs that open any step, `Fix Errors to Continue`, one save per launch,
// the draft across a remount, and the leave guard.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { useForm } from 'react-hook-form';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import * as yup from 'yup';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TextInput } from '@/components/form/fields';
import { useDraft } from '@/components/form/use-draft';
import {
  FIX_ERRORS_LABEL,
  lazyStep,
  SummaryItem,
  SummarySectionCard,
  Wizard,
} from '@/components/wizard';
import { typedValuesResolver } from '@/lib/saving/form-resolver';
import { sessionStore } from '@/lib/session/session';

interface Values {
  name: string;
  city: string;
  note: string;
}

const schema = yup.object({
  name: yup.string().required('Name is required'),
  city: yup.string().required('City is required'),
  note: yup.string().max(5, 'Note is too long'),
});

function TestWizard({
  onSubmit,
  check,
}: {
  onSubmit: (values: Values) => Promise<string>;
  check?: () => string | null;
}) {
  const draft = useDraft<Values>({
    key: 'test',
    version: 1,
    defaults: { name: '', city: '', note: '' },
  });
  const form = useForm<Values>({
    defaultValues: draft.initialValues,
    resolver: typedValuesResolver<Values>(schema),
    mode: 'onTouched',
  });
  return (
    <>
      <Link to="/elsewhere">Elsewhere</Link>
      <Wizard
        label="Test steps"
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
            content: <TextInput<Values> name="city" label="City" />,
            check,
          },
          {
            id: 'three',
            title: 'Three',
            fields: ['note'],
            content: (
              <>
                <TextInput<Values> name="note" label="Note" />
                <SummarySectionCard step={{ stepId: 'one', title: 'Step one' }}>
                  <SummaryItem term="Name">-</SummaryItem>
                </SummarySectionCard>
              </>
            ),
          },
        ]}
        home={{ label: 'Things', to: '/things' }}
        cancelTo="/"
        submitLabel="Finish"
        onSubmit={onSubmit}
        draft={draft}
        leaveMessage="Your thing is not saved."
      />
    </>
  );
}

function renderWizard(
  path = '/wizard',
  onSubmit = vi.fn(async () => '/done'),
  check?: () => string | null,
) {
  const router = createMemoryRouter(
    [
      { path: '/wizard', element: <TestWizard onSubmit={onSubmit} check={check} /> },
      { path: '/done', element: <p>Done page</p> },
      { path: '/elsewhere', element: <p>Elsewhere page</p> },
      { path: '/', element: <p>Home page</p> },
    ],
    { initialEntries: [path] },
  );
  const user = userEvent.setup();
  const view = render(<RouterProvider router={router} />);
  return { ...view, router, user, onSubmit };
}

const next = () => screen.getByRole('button', { name: 'Next' });
/** The test wizard's draft, kept for the signed-in user of beforeEach (src/lib/saving/draft-storage.ts). */
const DRAFT_KEY = 'marquee.draft.usr_ada/test';
const stepParam = (router: ReturnType<typeof renderWizard>['router']) =>
  new URLSearchParams(router.state.location.search).get('step');

describe('the wizard kit', () => {
  // A draft belongs to the signed-in user: the kit keeps none without a session.
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
  const crumbs = () => within(screen.getByRole('navigation', { name: 'Test steps' }));

  it("opens a step from the summary's Edit as its crumb does: other parameters and state kept, the step's heading focused, the step left checked", async () => {
    const router = createMemoryRouter(
      [{ path: '/wizard', element: <TestWizard onSubmit={vi.fn(async () => '/done')} /> }],
      { initialEntries: [{ pathname: '/wizard', search: '?step=three&from=x', state: { k: 1 } }] },
    );
    const user = userEvent.setup();
    render(<RouterProvider router={router} />);
    await user.type(screen.getByLabelText('Note'), 'too long');
    await user.click(screen.getByRole('link', { name: 'Edit Step one' }));
    expect(await screen.findByRole('heading', { name: 'One' })).toHaveFocus();
    const search = new URLSearchParams(router.state.location.search);
    expect([search.get('step'), search.get('from')]).toEqual(['one', 'x']);
    expect(router.state.location.state).toEqual({ k: 1 });
    expect(await crumbs().findByRole('link', { name: '3. Three, has errors' })).toBeInTheDocument();
  });

  it('shows the step errors on Next and moves on, marking the crumb, with the step in the URL', async () => {
    const { user, router } = renderWizard();
    await user.click(next());
    expect(await screen.findByRole('heading', { name: 'Two' })).toHaveFocus();
    expect(stepParam(router)).toBe('two');
    expect(screen.queryByText('City is required')).not.toBeInTheDocument();
    expect(await crumbs().findByRole('link', { name: '1. One, has errors' })).toBeInTheDocument();
    expect(crumbs().getByRole('link', { name: '2. Two' })).toHaveAttribute('aria-current', 'step');

    await user.click(crumbs().getByRole('link', { name: /One/ }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    // The field counts as touched: its error clears as the user types, and so does the mark.
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await waitFor(() => expect(screen.queryByText('Name is required')).not.toBeInTheDocument());
    expect(crumbs().getByRole('link', { name: '1. One' })).toBeInTheDocument();
  });

  it('opens any step from its crumb at any time, the last one first', async () => {
    const { user, router } = renderWizard();
    expect(crumbs().getByRole('link', { name: 'Things' })).toHaveAttribute('href', '/things');
    for (const name of ['1. One', '2. Two', '3. Three']) {
      expect(crumbs().getByRole('link', { name })).toHaveAttribute(
        'href',
        `/wizard?step=${name.slice(3).toLowerCase()}`,
      );
    }
    await user.click(crumbs().getByRole('link', { name: '3. Three' }));
    expect(await screen.findByRole('heading', { name: 'Three' })).toHaveFocus();
    expect(stepParam(router)).toBe('three');
    // Leaving step one validated it: its crumb is marked, step two (never opened) is not.
    expect(await crumbs().findByRole('link', { name: '1. One, has errors' })).toBeInTheDocument();
    expect(crumbs().getByRole('link', { name: '2. Two' })).toBeInTheDocument();
    // A typed URL opens its step too.
    await act(() => router.navigate('/wizard?step=two'));
    expect(await screen.findByRole('heading', { name: 'Two' })).toBeInTheDocument();
  });

  it('reaches the last step by Next alone, reads Fix Errors to Continue, and goes to the first error', async () => {
    const { user, onSubmit } = renderWizard();
    await user.click(next());
    await user.type(await screen.findByLabelText('City'), 'Oslo');
    await user.click(next());
    await screen.findByRole('heading', { name: 'Three' });
    await user.click(await screen.findByRole('button', { name: FIX_ERRORS_LABEL }));
    expect(await screen.findByRole('heading', { name: 'One' })).toBeInTheDocument();
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.click(crumbs().getByRole('link', { name: /Three/ }));
    await user.click(await screen.findByRole('button', { name: 'Finish' }));
    expect(await screen.findByText('Done page')).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Ada', city: 'Oslo', note: '' });
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it("shows a step's own check once the step was left, and the last button opens it", async () => {
    const { user, onSubmit } = renderWizard('/wizard', undefined, () => 'Choose a file first');
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.click(next());
    await user.type(await screen.findByLabelText('City'), 'Oslo');
    // Not shown while the user is still on the step for the first time.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(next());
    await screen.findByRole('heading', { name: 'Three' });
    expect(await crumbs().findByRole('link', { name: '2. Two, has errors' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: FIX_ERRORS_LABEL }));
    expect(await screen.findByRole('heading', { name: 'Two' })).toBeInTheDocument();
    const problem = screen.getByRole('alert');
    expect(problem).toHaveTextContent('Choose a file first');
    await waitFor(() => expect(problem).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends one save for a double click on the last button', async () => {
    let finish: (to: string) => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const { user } = renderWizard('/wizard', onSubmit);
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.click(next());
    await user.type(await screen.findByLabelText('City'), 'Oslo');
    await user.click(next());
    const finishButton = await screen.findByRole('button', { name: 'Finish' });
    await user.dblClick(finishButton);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(finishButton).toBeDisabled();
    await user.click(finishButton);
    finish('/done');
    expect(await screen.findByText('Done page')).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('restores the draft and the visited steps after a remount', async () => {
    const first = renderWizard();
    await first.user.type(screen.getByLabelText('Name'), 'Grace');
    await first.user.click(next());
    await screen.findByRole('heading', { name: 'Two' });
    await first.user.type(screen.getByLabelText('City'), 'Lima');
    await waitFor(() => expect(sessionStorage.getItem(DRAFT_KEY)).toContain('Lima'));
    first.unmount();

    const second = renderWizard('/wizard?step=two');
    expect(await screen.findByLabelText('City')).toHaveValue('Lima');
    await second.user.click(screen.getByRole('link', { name: /One/ }));
    expect(await screen.findByLabelText('Name')).toHaveValue('Grace');
  });

  it('writes the draft at once when the wizard goes, keeping the last keystrokes', async () => {
    const first = renderWizard();
    await first.user.type(screen.getByLabelText('Name'), 'Quick');
    first.unmount();
    expect(sessionStorage.getItem(DRAFT_KEY)).toContain('Quick');

    renderWizard();
    const name = await screen.findByLabelText('Name');
    await userEvent.type(name, 'er');
    window.dispatchEvent(new Event('pagehide'));
    expect(sessionStorage.getItem(DRAFT_KEY)).toContain('Quicker');
  });

  it('asks before leaving with unsaved work, and drops the draft on Leave', async () => {
    const { user } = renderWizard();
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(within(dialog).getByText('Your thing is not saved.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Ada');

    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('leaves without asking when nothing was changed', async () => {
    const { user } = renderWizard();
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByText('Elsewhere page')).toBeInTheDocument();
  });

  it('loads a lazy step when the user heads for it, then shows and focuses it', async () => {
    let release: () => void = () => undefined;
    const load = vi.fn(
      () =>
        new Promise<() => ReactElement>((resolve) => {
          release = () => resolve(() => <TextInput<Values> name="city" label="City" />);
        }),
    );
    const lazyCity = lazyStep(load);
    function LazyWizard() {
      const draft = useDraft<Values>({
        key: 'lazy',
        version: 1,
        defaults: { name: '', city: '', note: '' },
      });
      const form = useForm<Values>({ defaultValues: draft.initialValues });
      return (
        <Wizard
          label="Lazy steps"
          form={form}
          steps={[
            { id: 'one', title: 'One', fields: [], content: <p>First</p> },
            {
              id: 'two',
              title: 'Two',
              fields: ['city'],
              content: <lazyCity.Component />,
              preload: () => void lazyCity.preload(),
            },
          ]}
          home={{ label: 'Things', to: '/things' }}
          cancelTo="/"
          submitLabel="Finish"
          onSubmit={async () => '/'}
          draft={draft}
          leaveMessage="Not saved."
        />
      );
    }
    const router = createMemoryRouter([{ path: '/wizard', element: <LazyWizard /> }], {
      initialEntries: ['/wizard'],
    });
    const user = userEvent.setup();
    render(<RouterProvider router={router} />);
    expect(load).not.toHaveBeenCalled();
    await user.hover(next());
    expect(load).toHaveBeenCalledTimes(1);
    await user.click(next());
    // The step change is a transition: the first step stays until the second has loaded.
    expect(screen.getByRole('heading', { name: 'One' })).toBeInTheDocument();
    expect(screen.queryByLabelText('City')).not.toBeInTheDocument();
    act(() => release());
    // The step shows in one commit and takes the focus in its effect, a moment later.
    const two = await screen.findByRole('heading', { name: 'Two' });
    await waitFor(() => expect(two).toHaveFocus());
    expect(screen.getByLabelText('City')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a step whose code fails to load shows Retry in place, keeps what was typed, and loads on Retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    const load = vi.fn(async () => {
      if (fail) throw new TypeError('Failed to fetch dynamically imported module');
      return () => <TextInput<Values> name="city" label="City" />;
    });
    const lazyCity = lazyStep(load);
    function FlakyWizard() {
      const draft = useDraft<Values>({
        key: 'flaky',
        version: 1,
        defaults: { name: '', city: '', note: '' },
      });
      const form = useForm<Values>({ defaultValues: draft.initialValues });
      return (
        <Wizard
          label="Flaky steps"
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
              content: <lazyCity.Component />,
              preload: () => void lazyCity.preload().catch(() => undefined),
            },
          ]}
          home={{ label: 'Things', to: '/things' }}
          cancelTo="/"
          submitLabel="Finish"
          onSubmit={async () => '/'}
          draft={draft}
          leaveMessage="Not saved."
        />
      );
    }
    const router = createMemoryRouter([{ path: '/wizard', element: <FlakyWizard /> }], {
      initialEntries: ['/wizard'],
    });
    const user = userEvent.setup();
    render(<RouterProvider router={router} />);
    await user.type(screen.getByLabelText('Name'), 'Kept');
    await user.click(next());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('This step could not be loaded.')).toBeInTheDocument();
    // The wizard is still there: its crumbs, and the typed value one step back.
    expect(screen.getByRole('navigation', { name: 'Flaky steps' })).toBeInTheDocument();

    // Rendering the failed step again does not reload on its own: only Retry (or intent) does.
    const loadsBeforeRetry = load.mock.calls.length;
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('City')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(loadsBeforeRetry + 1);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText('Name')).toHaveValue('Kept');
  });
});
