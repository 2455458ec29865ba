import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createStore } from '@/lib/cache/store';
import { useStore } from '@/lib/cache/use-store';

describe('createStore', () => {
  it('tells its listeners of a new value, not of the same one, and stops when removed', () => {
    const store = createStore({ count: 0 });
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    const next = { count: 1 };
    store.set(next);
    store.set(next);
    expect(store.get()).toBe(next);
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    store.set({ count: 2 });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('useStore', () => {
  it('re-renders with the value or the part of it that `select` reads', () => {
    const store = createStore({ count: 0, label: 'a' });
    function Count() {
      const count = useStore(store, (value) => value.count);
      const { label } = useStore(store);
      return <p>{`${label}${count}`}</p>;
    }
    render(<Count />);
    expect(screen.getByText('a0')).toBeInTheDocument();
    act(() => store.set({ count: 3, label: 'b' }));
    expect(screen.getByText('b3')).toBeInTheDocument();
  });
});
