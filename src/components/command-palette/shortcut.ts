// The command palette's shortcut: Cmd+K on Apple devices, Ctrl+K elsewhere (Ctrl+K is a text
// editing key on a Mac, and Windows keeps its own key for itself). Part of the shell: the
// palette itself loads on first use.

export interface PaletteShortcut {
  /** As the sidebar shows it. */
  label: string;
  /** As `aria-keyshortcuts` names it. */
  aria: string;
  apple: boolean;
}

export function paletteShortcut(): PaletteShortcut {
  // navigator.platform is deprecated but everywhere, and says Mac, iPhone or iPad plainly.
  const apple = /mac|iphone|ipad|ipod/i.test(navigator.platform);
  return apple
    ? { label: '⌘K', aria: 'Meta+K', apple }
    : { label: 'Ctrl K', aria: 'Control+K', apple };
}

export function isPaletteShortcut(event: KeyboardEvent, shortcut: PaletteShortcut): boolean {
  if (event.altKey || event.shiftKey || event.repeat) return false;
  if (!(shortcut.apple ? event.metaKey : event.ctrlKey)) return false;
  // The K key also where the layout types another letter with it (Cyrillic, Greek…).
  return event.key.toLowerCase() === 'k' || event.code === 'KeyK';
}
