import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { TextInput } from '@/components/form/fields';
import { Form } from '@/components/form/form';
import { useSaveAndGo } from '@/components/form/use-save-and-go';
import type { DemoValues } from './demo-form';

function PathProbe() {
  return <output aria-label="Path">{useLocation().pathname}</output>;
}

const path = () => screen.getByRole('status', { name: 'Path' }).textContent;

function wrapper({ children }: { children: ReactNode }) {
  return (
    <MemoryRouter initialEntries={['/start']}>
      <Routes>
        <Route path="*" element={<PathProbe />} />
      </Routes>
      {children}
      <Toaster />
    </MemoryRouter>
  );
}

describe('useSaveAndGo', () => {
  it('toasts a fixed message and goes to a fixed path', async () => {
    const save = vi.fn(async (values: { name: string }) => values.name.length);
    const { result } = renderHook(() => useSaveAndGo({ save, success: 'Saved', to: '/done' }), {
      wrapper,
    });
    await act(() => result.current({ name: 'abc' }));
    expect(save).toHaveBeenCalledWith({ name: 'abc' });
    expect(await screen.findByText('Saved')).toBeVisible();
    expect(path()).toBe('/done');
  });

  it('stays on the page without `to`, and runs onSuccess with the result and values', async () => {
    const onSuccess = vi.fn();
    const { result } = renderHook(
      () =>
        useSaveAndGo({
          save: async (email: string) => ({ invited: email }),
          success: (saved) => `Invited ${saved?.invited}`,
          onSuccess,
        }),
      { wrapper },
    );
    await act(() => result.current('kim@example.com'));
    expect(await screen.findByText('Invited kim@example.com')).toBeVisible();
    expect(onSuccess).toHaveBeenCalledWith({ invited: 'kim@example.com' }, 'kim@example.com');
    expect(path()).toBe('/start');
  });

  it('a save that resolves null (a 2xx without the record) toasts success and goes to toWithoutReply', async () => {
    const { result } = renderHook(
      () =>
        useSaveAndGo({
          save: async (_name: string): Promise<{ id: string } | null> => null,
          success: 'Thing successfully created',
          to: (saved) => `/things/${saved.id}`,
          toWithoutReply: '/things',
        }),
      { wrapper },
    );
    await act(() => result.current('abc'));
    expect(await screen.findByText('Thing successfully created')).toBeVisible();
    expect(path()).toBe('/things');
  });

  it('resolves without toasting or moving when the save fails', async () => {
    const onSuccess = vi.fn();
    const { result } = renderHook(
      () =>
        useSaveAndGo({
          save: () => Promise.reject(new Error('boom')),
          success: 'Saved',
          to: '/done',
          onSuccess,
        }),
      { wrapper },
    );
    await expect(act(() => result.current(undefined))).resolves.toBeUndefined();
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    expect(onSuccess).not.toHaveBeenCalled();
    expect(path()).toBe('/start');
  });

  it('does not reject when a step after a successful save throws', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = renderHook(
      () =>
        useSaveAndGo({
          save: async () => 1,
          success: () => {
            throw new Error('bug in the message');
          },
        }),
      { wrapper },
    );
    await expect(act(() => result.current(undefined))).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ message: 'bug in the message' }));
    error.mockRestore();
  });
});

describe('field typing', () => {
  function Untyped() {
    const form = useForm();
    return (
      <Form form={form} onSubmit={() => {}} aria-label="Untyped">
        <TextInput name="anything.nested" label="Anything" />
      </Form>
    );
  }

  it('accepts any name on an untyped form', () => {
    render(<Untyped />);
    expect(screen.getByRole('textbox', { name: 'Anything' })).toHaveAttribute(
      'name',
      'anything.nested',
    );
  });

  it('rejects a name the typed form does not have (checked by tsc)', () => {
    const element = (
      <TextInput<DemoValues>
        label="Wrong"
        // @ts-expect-error -- `nope` is not a field of DemoValues
        name="nope"
      />
    );
    expect(element.props.name).toBe('nope');
  });
});
