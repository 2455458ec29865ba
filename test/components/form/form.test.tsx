import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_DEFAULTS, renderDemoForm, type DemoValues } from './demo-form';
import { deferred } from '../../utils';

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Name/), 'Lobby screen');
  await user.type(screen.getByLabelText(/^URL/), 'https://example.com/tag');
  await user.selectOptions(screen.getByLabelText(/^Kind/), 'screen');
  await user.type(screen.getByLabelText('Notes'), 'North');
  await user.click(screen.getByLabelText('I accept the terms'));
}

describe('form kit fields', () => {
  it('shows a field error only after the field is left, and clears it when fixed', async () => {
    const user = userEvent.setup();
    render(renderDemoForm({ save: vi.fn() }).element);
    const name = screen.getByRole('textbox', { name: /^Name/ });

    await user.click(name);
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    expect(name).not.toHaveAttribute('aria-invalid');

    await user.tab();
    expect(await screen.findByText('Name is required')).toBeVisible();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Name is required');
    // Only the field that was left: the URL field has focus now but was never left.
    expect(screen.queryByText('URL is required')).not.toBeInTheDocument();

    await user.type(name, 'Lobby');
    await waitFor(() => expect(screen.queryByText('Name is required')).not.toBeInTheDocument());
    expect(name).not.toHaveAttribute('aria-invalid');
  });

  it('shows every error on submit and does not save an invalid form', async () => {
    const user = userEvent.setup();
    const save = vi.fn();
    render(renderDemoForm({ save }).element);

    await user.type(screen.getByLabelText('Notes'), 'far too long for notes');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Name is required')).toBeVisible();
    expect(screen.getByText('URL is required')).toBeVisible();
    expect(screen.getByText('Kind is required')).toBeVisible();
    expect(screen.getByText('Notes must be at most 10 characters')).toBeVisible();
    expect(screen.getByText('Accept the terms')).toBeVisible();
    expect(screen.getByLabelText(/^Kind/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('I accept the terms')).toHaveAttribute('aria-invalid', 'true');
    expect(save).not.toHaveBeenCalled();
  });

  it('keeps the hint and the error both in the description', async () => {
    const user = userEvent.setup();
    render(renderDemoForm({ save: vi.fn() }).element);
    const url = screen.getByLabelText(/^URL/);
    expect(url).toHaveAccessibleDescription('Where the item lives.');
    await user.type(url, 'not a url');
    await user.tab();
    expect(await screen.findByText('Enter a full URL')).toBeVisible();
    expect(url).toHaveAccessibleDescription('Where the item lives. Enter a full URL');
  });

  it('hands the element and the blur event to the screen, and still validates on blur', async () => {
    const user = userEvent.setup();
    const elements: (HTMLInputElement | null)[] = [];
    const cursor: (number | null)[] = [];
    render(
      renderDemoForm({
        save: vi.fn(),
        onUrlElement: (element) => elements.push(element),
        onUrlBlur: (event) => cursor.push(event.currentTarget.selectionStart),
      }).element,
    );
    const url = screen.getByLabelText(/^URL/);
    expect(elements).toContain(url);

    await user.type(url, 'https://x.test/ad');
    // Put the cursor after "https://" and leave the field.
    await user.pointer({ target: url, offset: 8, keys: '[MouseLeft]' });
    await user.tab();

    expect(cursor).toEqual([8]);
    expect(screen.queryByText('Enter a full URL')).not.toBeInTheDocument();
    await user.clear(url);
    await waitFor(() => expect(screen.getByText('URL is required')).toBeVisible());
  });
});

describe('FormActions and useSaveAndGo', () => {
  it('is busy while the save runs, then toasts and opens the saved item', async () => {
    const user = userEvent.setup();
    const request = deferred<{ id: string }>();
    const save = vi.fn((_values: DemoValues) => request.promise);
    const { router, element } = renderDemoForm({ save });
    render(element);

    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const submit = await screen.findByRole('button', { name: 'Save' });
    await waitFor(() => expect(submit).toBeDisabled());
    expect(submit).toHaveAttribute('aria-busy', 'true');
    const cancel = screen.getByRole('link', { name: 'Cancel' });
    expect(cancel).toHaveAttribute('aria-disabled', 'true');
    // Cancel cannot abandon the request, by pointer or keyboard.
    cancel.click();
    cancel.focus();
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/items/new');
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith({
      name: 'Lobby screen',
      url: 'https://example.com/tag',
      kind: 'screen',
      notes: 'North',
      terms: true,
    });

    request.resolve({ id: '42' });
    expect(await screen.findByRole('heading', { name: 'Item page' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/items/42');
    expect(await screen.findByText('Saved Lobby screen')).toBeVisible();
  });

  it('keeps everything typed and stays on a failed save', async () => {
    const user = userEvent.setup();
    const request = deferred<{ id: string }>();
    const { router, element } = renderDemoForm({ save: () => request.promise });
    render(element);

    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
    request.reject(new Error('Server said no'));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Save' })).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('link', { name: 'Cancel' })).not.toHaveAttribute('aria-disabled');
    expect(router.state.location.pathname).toBe('/items/new');
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Lobby screen');
    expect(screen.getByLabelText(/^URL/)).toHaveValue('https://example.com/tag');
    expect(screen.getByLabelText(/^Kind/)).toHaveValue('screen');
    expect(screen.getByLabelText('Notes')).toHaveValue('North');
    expect(screen.getByLabelText('I accept the terms')).toBeChecked();
    expect(screen.queryByText(/^Saved/)).not.toBeInTheDocument();
  });

  it('is busy while the screen says it is saving, with its own label', async () => {
    const user = userEvent.setup();
    const save = vi.fn();
    const { router, element } = renderDemoForm({ save, saving: true, submitLabel: 'Continue' });
    render(element);

    const submit = screen.getByRole('button', { name: 'Continue' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAttribute('aria-busy', 'true');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/items/new');
    expect(save).not.toHaveBeenCalled();
  });

  it('cancels to the given page when idle', async () => {
    const user = userEvent.setup();
    const { router, element } = renderDemoForm({ save: vi.fn() });
    render(element);
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: 'All items' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/items');
  });

  it('starts from the default values', () => {
    render(renderDemoForm({ save: vi.fn() }).element);
    expect(screen.getByRole('form', { name: 'New item' })).toHaveAttribute('novalidate');
    expect(screen.getByLabelText(/^Name/)).toHaveValue(DEMO_DEFAULTS.name);
    expect(screen.getByLabelText('I accept the terms')).not.toBeChecked();
  });
});
