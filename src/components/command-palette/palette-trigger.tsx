// The sidebar footer's way into the command palette, and the one place the shell shows its
// shortcut. Pointing at it or focusing it starts loading the palette's code.
import type { PaletteShortcut } from '@/components/command-palette/shortcut';

export interface PaletteTriggerProps {
  shortcut: PaletteShortcut;
  onOpen: () => void;
  /** The user is heading for the palette: load its code. */
  onIntent: () => void;
}

export function PaletteTrigger({ shortcut, onOpen, onIntent }: PaletteTriggerProps) {
  return (
    <button
      type="button"
      onClick={onOpen}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      aria-keyshortcuts={shortcut.aria}
      className="flex w-full items-center gap-2 rounded-md px-3 py-1.5 text-sm text-gray-300 ring-1 ring-gray-700 ring-inset hover:bg-gray-800 hover:text-white focus-visible:outline-2 focus-visible:outline-white"
    >
      <span className="flex-1 text-left">Search</span>{' '}
      <kbd className="font-sans text-xs text-gray-400">{shortcut.label}</kbd>
    </button>
  );
}
