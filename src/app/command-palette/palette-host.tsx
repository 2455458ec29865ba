// The command palette's code, loaded on its first use (src/app/shell.tsx): what the signed-in
// user may search, read when it opens, and what choosing an item does (go there and remember
// it among the user's recent items, or sign out).
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { paletteContents, SIGN_OUT } from '@/app/command-palette/palette-items';
import { CommandPalette } from '@/components/command-palette/command-palette';
import type { PaletteItem } from '@/components/command-palette/palette-search';
import { recentItems } from '@/lib/recent-items';
import { sessionOwner } from '@/lib/session';
import { useSession } from '@/lib/use-session';

export interface PaletteHostProps {
  open: boolean;
  /** Typed before the palette was on screen. */
  initialQuery: string;
  onClose: () => void;
  onSignOut: () => void;
}

export default function PaletteHost({ open, initialQuery, onClose, onSignOut }: PaletteHostProps) {
  const session = useSession();
  const client = useQueryClient();
  const navigate = useNavigate();
  const owner = sessionOwner(session);
  const roles = session?.roles;

  // Read once per opening: the cache and the recent items as they are then.
  const contents = useMemo(
    () =>
      open && roles
        ? paletteContents(roles, client, owner ? recentItems.read(owner) : [])
        : { items: [], recent: [] },
    [open, roles, client, owner],
  );

  const choose = (item: PaletteItem) => {
    onClose();
    if (item.id === SIGN_OUT.id) {
      onSignOut();
      return;
    }
    if (!item.path) return;
    if (owner) {
      const { id, label, group, path, detail } = item;
      recentItems.remember(owner, { id, label, group, path, detail });
    }
    navigate(item.path);
  };

  return (
    <CommandPalette
      open={open}
      onClose={onClose}
      items={contents.items}
      recent={contents.recent}
      initialQuery={initialQuery}
      onChoose={choose}
    />
  );
}
