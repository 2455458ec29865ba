// A control disabled while its request runs loses the keyboard focus (a disabled element cannot
// hold it), and a dialog opened meanwhile cannot hand it back on closing: the focus fell to the
// page, and a keyboard user had to find their place again. With this hook the control takes the
// focus back once it is enabled again, if it had the focus when it was disabled and nothing else
// has it since (the user may have moved on: then the focus stays where they put it).
import { useEffect, useRef } from 'react';

export function useFocusBackWhenEnabled<T extends HTMLElement & { disabled: boolean }>(
  disabled: boolean,
) {
  const ref = useRef<T>(null);
  /** The control has the focus, or lost it only by being disabled. */
  const focused = useRef(false);
  /** The control was disabled while it had the focus. */
  const disabledWithFocus = useRef(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onFocus = () => {
      focused.current = true;
    };
    const onBlur = () => {
      if (!element.disabled) focused.current = false;
    };
    element.addEventListener('focus', onFocus);
    element.addEventListener('blur', onBlur);
    return () => {
      element.removeEventListener('focus', onFocus);
      element.removeEventListener('blur', onBlur);
    };
  }, []);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const active = element.ownerDocument.activeElement;
    if (disabled) {
      disabledWithFocus.current = focused.current || active === element;
      return;
    }
    if (!disabledWithFocus.current) return;
    disabledWithFocus.current = false;
    focused.current = active === element;
    if (!active || active === element.ownerDocument.body) element.focus();
  }, [disabled]);

  return ref;
}
