import { Switch } from '@headlessui/react';
import { useFocusBackWhenEnabled } from '@/hooks/use-focus-back-when-enabled';

/**
 * An on/off switch with an accessible name; disabled while its request runs, and focused again
 * when it is over if it had the focus (a keyboard user flips it and stays on it).
 */
export function Toggle({
  checked,
  onChange,
  label,
  disabled = false,
}: {
  checked: boolean;
  onChange: (next: boolean) => void;
  /** the accessible name, e.g. "Active: Acme bidder" */
  label: string;
  disabled?: boolean;
}) {
  const ref = useFocusBackWhenEnabled<HTMLButtonElement>(disabled);
  return (
    <Switch
      ref={ref}
      checked={checked}
      onChange={onChange}
      disabled={disabled}
      aria-label={label}
      onClick={(event) => event.stopPropagation()}
      className="group focus-visible:outline-brand-600 data-checked:bg-brand-600 relative inline-flex h-6 w-11 shrink-0 cursor-pointer rounded-full bg-gray-300 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 data-disabled:cursor-wait data-disabled:opacity-60"
    >
      <span
        aria-hidden="true"
        className="pointer-events-none inline-block size-5 translate-x-0.5 translate-y-0.5 rounded-full bg-white shadow ring-0 transition group-data-checked:translate-x-5.5"
      />
    </Switch>
  );
}
