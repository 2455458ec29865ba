// A decided card leaves its tab, and the button that had the focus goes with it: the focus then
// moves to the card that takes its place (or the one before, at the end), or to the tab's
// heading when none is left, never to the page's body (keyboard reviewing goes card by card).
import { useCallback, useEffect, useRef } from 'react';

/** Frames to wait for a dialog (the reject reason) to close and hand the focus back. */
const DIALOG_FRAMES = 30;

interface Decided {
  id: string;
  /** Where it was in the tab, read once it has left. */
  index?: number;
}

export function useFocusAfterDecision(ids: readonly string[] | undefined) {
  const container = useRef<HTMLDivElement>(null);
  const pending = useRef<Decided | null>(null);
  const previous = useRef<readonly string[]>([]);
  const decided = useCallback((id: string) => {
    pending.current = { id };
  }, []);

  useEffect(() => {
    const before = previous.current;
    previous.current = ids ?? [];
    const target = pending.current;
    if (!target || !ids || ids.includes(target.id)) return;
    target.index ??= Math.max(0, before.indexOf(target.id));
    let frames = 0;
    let handle = requestAnimationFrame(function settle() {
      const active = document.activeElement;
      if (active?.closest('[role="dialog"]') && frames++ < DIALOG_FRAMES) {
        handle = requestAnimationFrame(settle);
        return;
      }
      pending.current = null;
      // The focus found a place of its own (a click elsewhere, a dialog that stayed open).
      if (active && active !== document.body && active.isConnected) return;
      const root = container.current;
      const cards = root?.querySelectorAll(':scope ul > li') ?? [];
      const card = cards[Math.min(target.index ?? 0, cards.length - 1)];
      const next =
        card?.querySelector<HTMLElement>('button:not([disabled])') ??
        root?.querySelector<HTMLElement>('h2');
      next?.focus();
    });
    return () => cancelAnimationFrame(handle);
  }, [ids]);

  return { container, decided };
}
