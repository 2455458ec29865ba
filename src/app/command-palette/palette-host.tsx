// The command palette's code, loaded on its first use (src/app/shell.tsx): what the signed-in
// user may search, read when it opens, the records the API finds as the user types (issue 27),
// and what choosing an item does (go there and remember it among the user's recent items, or
// sign out).
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paletteContents, SIGN_OUT } from '@/app/command-palette/palette-items';
import { useRecordSearch } from '@/app/command-palette/use-record-search';
import { CommandPalette } from '@/components/command-palette/command-palette';
import type { PaletteItem } from '@/components/command-palette/palette-search';
import { recentItems } from '@/lib/session/recent-items';
import { sessionOwner } from '@/lib/session/session';
import { useSession } from '@/lib/session/use-session';

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

  // The query typed in this opening (none while closed): the API is asked for its records.
  const [query, setQuery] = useState('');
  const found = useRecordSearch(open ? roles : undefined, open ? query : '');
  const close = () => {
    setQuery('');
    onClose();
  };

  const choose = (item: PaletteItem) => {
    close();
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
      onClose={close}
      items={contents.items}
      recent={contents.recent}
      initialQuery={initialQuery}
      onChoose={choose}
      onQueryChange={setQuery}
      found={found}
    />
  );
}
