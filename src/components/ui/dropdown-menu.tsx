// A Headless UI dropdown menu of links (for example `New Bidder` -> one link per protocol):
// keyboard navigation, Escape to close and focus management come from Headless UI.
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { ChevronDownIcon } from '@heroicons/react/20/solid';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass, iconButtonClass, type ButtonVariant } from '@/components/ui/button';

export interface DropdownMenuLink {
  label: ReactNode;
  to: string;
  /** a stable key when the label is not a string */
  key?: string;
}

export function DropdownMenu({
  label,
  items,
  variant = 'primary',
  icon,
  chevron = true,
  autoFocus = false,
  openOnMount = false,
}: {
  label: ReactNode;
  items: readonly DropdownMenuLink[];
  variant?: ButtonVariant;
  icon?: ReactNode;
  /** false for an icon button (e.g. a row's `⋮` menu, its label visually hidden): square */
  chevron?: boolean;
  /** Focuses the button once mounted (it replaces a stand-in that had the focus). */
  autoFocus?: boolean;
  /** Opens (and focuses) the menu once mounted: a stand-in was pressed while it loaded. */
  openOnMount?: boolean;
}) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (autoFocus || openOnMount) button.current?.focus();
    if (openOnMount) button.current?.click();
  }, [autoFocus, openOnMount]);
  return (
    <Menu as="div" className="relative inline-block text-left">
      <MenuButton
        ref={button}
        className={chevron ? buttonClass(variant) : iconButtonClass(variant)}
      >
        {icon}
        {label}
        {chevron ? (
          <ChevronDownIcon aria-hidden="true" className="-mr-1 size-5 opacity-80" />
        ) : null}
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        transition
        className="z-50 mt-2 w-56 origin-top-right rounded-md bg-white py-1 shadow-lg ring-1 ring-black/5 transition focus:outline-none data-closed:scale-95 data-closed:opacity-0"
      >
        {items.map((item) => (
          <MenuItem key={item.key ?? String(item.label)}>
            <Link
              to={item.to}
              className="block px-4 py-2 text-sm text-gray-700 data-focus:bg-gray-100 data-focus:text-gray-900"
            >
              {item.label}
            </Link>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
