// The wizard kit on a small two-field form: per-step validation, the step in the URL, the
// breadcrumb, `Fix Errors to Continue`, the draft across a remount, and the leave guard.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import * as yup from 'yup';
import { describe, expect, it, vi } from 'vitest';
import { TextInput } from '@/components/form/fields';
import { FIX_ERRORS_LABEL, useWizardDraft, Wizard } from '@/components/wizard';
import { typedValuesResolver } from '@/lib/form-resolver';

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

function TestWizard({ onSubmit }: { onSubmit: (values: Values) => Promise<string> }) {
  const draft = useWizardDraft<Values>({
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
          },
          {
            id: 'three',
            title: 'Three',
            fields: ['note'],
            content: <TextInput<Values> name="note" label="Note" />,
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

function renderWizard(path = '/wizard', onSubmit = vi.fn(async () => '/done')) {
  const router = createMemoryRouter(
    [
      { path: '/wizard', element: <TestWizard onSubmit={onSubmit} /> },
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
const stepParam = (router: ReturnType<typeof renderWizard>['router']) =>
  new URLSearchParams(router.state.location.search).get('step');

describe('the wizard kit', () => {
  it('validates only the current step on Next and keeps the step in the URL', async () => {
    const { user, router } = renderWizard();
    await user.click(next());
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.queryByText('City is required')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());

    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.click(next());
    expect(await screen.findByRole('heading', { name: 'Two' })).toHaveFocus();
    expect(stepParam(router)).toBe('two');
    expect(screen.queryByText('City is required')).not.toBeInTheDocument();
  });

  it('jumps between visited steps with the breadcrumb, not to unvisited ones', async () => {
    const { user, router } = renderWizard();
    const crumbs = () => within(screen.getByRole('navigation', { name: 'Test steps' }));
    expect(crumbs().getByRole('link', { name: 'Things' })).toHaveAttribute('href', '/things');
    expect(crumbs().queryByRole('button', { name: /Two/ })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.click(next());
    await screen.findByRole('heading', { name: 'Two' });
    expect(crumbs().getByText(/Two/).closest('[aria-current]')).toHaveAttribute(
      'aria-current',
      'step',
    );
    await user.click(crumbs().getByRole('button', { name: /One/ }));
    expect(await screen.findByRole('heading', { name: 'One' })).toBeInTheDocument();
    expect(stepParam(router)).toBe('one');
    // An unvisited step asked for in the URL shows the furthest visited one instead.
    await router.navigate('/wizard?step=three');
    expect(await screen.findByRole('heading', { name: 'Two' })).toBeInTheDocument();
  });

  it('reads Fix Errors to Continue on the last step while anything is invalid, and goes to the first error', async () => {
    const { user, onSubmit } = renderWizard();
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.click(next());
    await user.type(await screen.findByLabelText('City'), 'Oslo');
    await user.click(next());
    await user.type(await screen.findByLabelText('Note'), 'far too long');
    await user.click(screen.getByRole('heading', { name: 'Three' }));
    const fix = await screen.findByRole('button', { name: FIX_ERRORS_LABEL });
    // Clear the name through the breadcrumb, come back: the first error is on step one.
    await user.clear(screen.getByLabelText('Note'));
    await user.click(screen.getByRole('button', { name: /One/ }));
    await user.clear(await screen.findByLabelText('Name'));
    await user.click(screen.getByRole('button', { name: /Three/ }));
    expect(fix).toBeDefined();
    await user.click(await screen.findByRole('button', { name: FIX_ERRORS_LABEL }));
    expect(await screen.findByRole('heading', { name: 'One' })).toBeInTheDocument();
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.click(screen.getByRole('button', { name: /Three/ }));
    await user.click(await screen.findByRole('button', { name: 'Finish' }));
    expect(await screen.findByText('Done page')).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Ada', city: 'Oslo', note: '' });
    expect(sessionStorage.getItem('marquee.draft.test')).toBeNull();
  });

  it('restores the draft and the visited steps after a remount', async () => {
    const first = renderWizard();
    await first.user.type(screen.getByLabelText('Name'), 'Grace');
    await first.user.click(next());
    await screen.findByRole('heading', { name: 'Two' });
    await first.user.type(screen.getByLabelText('City'), 'Lima');
    await waitFor(() => expect(sessionStorage.getItem('marquee.draft.test')).toContain('Lima'));
    first.unmount();

    const second = renderWizard('/wizard?step=two');
    expect(await screen.findByLabelText('City')).toHaveValue('Lima');
    await second.user.click(screen.getByRole('button', { name: /One/ }));
    expect(await screen.findByLabelText('Name')).toHaveValue('Grace');
  });

  it('writes the draft at once when the wizard goes, keeping the last keystrokes', async () => {
    const first = renderWizard();
    await first.user.type(screen.getByLabelText('Name'), 'Quick');
    first.unmount();
    expect(sessionStorage.getItem('marquee.draft.test')).toContain('Quick');

    renderWizard();
    const name = await screen.findByLabelText('Name');
    await userEvent.type(name, 'er');
    window.dispatchEvent(new Event('pagehide'));
    expect(sessionStorage.getItem('marquee.draft.test')).toContain('Quicker');
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
    expect(sessionStorage.getItem('marquee.draft.test')).toBeNull();
  });

  it('leaves without asking when nothing was changed', async () => {
    const { user } = renderWizard();
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByText('Elsewhere page')).toBeInTheDocument();
  });
});
