// A control disabled while its request runs loses the keyboard focus (a disabled element cannot
// hold it), and a dialog opened meanwhile cannot hand it back on closing: the focus fell to the
// page, and a keyboard user had to find their place again. With this hook the control takes the
// focus back once it is enabled again, if it had the focus when it was disabled and nothing else
// has it since (the user may have moved on: then the focus stays where they put it). In a
// dialog the focus waits on the dialog itself meanwhile (Headless UI's has tabindex -1), not on
// the page's body, where a screen reader loses its place and Tab leaves the dialog.
import { useEffect, useRef, type RefObject } from 'react';

/** The control had the focus when it was disabled: it owes it, and its dialog holds it. */
function owe(element: HTMLElement, owed: RefObject<boolean>) {
  owed.current = true;
  element.closest<HTMLElement>('[role=dialog]')?.focus();
}

export function useFocusBackWhenEnabled<T extends HTMLElement & { disabled: boolean }>(
  disabled: boolean,
) {
  const ref = useRef<T>(null);
  /** The control had the focus when it was disabled. */
  const owed = useRef(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const active = document.activeElement;
    if (disabled) {
      // A DOM that keeps the focus on a disabled control (jsdom, happy-dom).
      if (active === element) owe(element, owed);
    } else if (owed.current) {
      owed.current = false;
      // Still on the page's body or the dialog around it: nobody has moved it since.
      if (!active || active.contains(element)) element.focus();
    }
    // Chromium blurs a control as it is disabled, at once (before this effect runs again).
    const onBlur = () => element.disabled && owe(element, owed);
    element.addEventListener('blur', onBlur);
    return () => element.removeEventListener('blur', onBlur);
  }, [disabled]);

  return ref;
}
