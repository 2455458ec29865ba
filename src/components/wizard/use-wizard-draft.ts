// A wizard's draft: the values to start the form with (the stored draft, else the defaults),
// the steps visited before a reload, and save/clear for the wizard to call; and the autosave
// that keeps it while the wizard is open.
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { draftStorage } from '@/lib/saving/draft-storage';
import { onBeforeReload } from '@/lib/versions/page-reload';
import { sessionOwner, sessionStore } from '@/lib/session/session';
import { useSession } from '@/lib/session/use-session';

export interface WizardDraft<T> {
  key: string;
  /** The form's starting values: a restored draft over the defaults, or the defaults. */
  initialValues: T;
  /** Step ids visited before (restored with the draft). */
  initialVisited: readonly string[];
  /** Whether a draft was restored: it counts as unsaved work even before anything is typed. */
  restored: boolean;
  /** The values the edit began from (the record as loaded): the base of a merged save. */
  base: T;
  /**
   * A stored draft of an older version of the record than the one loaded: not applied, but
   * offered (StaleDraftNotice) to merge three ways against the record as it is now.
   */
  stale: { values: T; base: T } | null;
  save(values: T, visited: readonly string[]): void;
  clear(): void;
}

export interface WizardDraftOptions<T> {
  /** The draft's name for its user, e.g. `campaign.new` or `campaign.cmp_1`. */
  key: string;
  /** Bump when the form's shape changes: older drafts are ignored. */
  version: number;
  defaults: T;
  /** Applied over the restored draft or the defaults, e.g. selections handed over in the URL. */
  overrides?: Partial<T>;
  /**
   * An edit's record version (its ETag, or versionHash of the record): a stored draft of
   * another version is offered, not restored. Absent for a new record.
   */
  recordVersion?: string;
}

/**
 * Read once on mount (the form takes its defaults on mount only): key the screen by the record.
 * The draft is the signed-in user's: without a session nothing is kept, and once another user
 * is signed in (another tab) nothing more is written under this one's name.
 */
export function useWizardDraft<T extends object>({
  key,
  version,
  defaults,
  overrides,
  recordVersion,
}: WizardDraftOptions<T>): WizardDraft<T> {
  const owner = sessionOwner(useSession());
  const [draft] = useState((): WizardDraft<T> => {
    const read = owner === null ? null : draftStorage.read(owner, key, version, defaults);
    const base = { ...defaults, ...overrides };
    // A draft of an edit begun from another version of the record (or from an unknown one).
    const isStale =
      read !== null && recordVersion !== undefined && read.recordVersion !== recordVersion;
    const stored = isStale ? null : read;
    return {
      key,
      initialValues: { ...(stored?.values ?? defaults), ...overrides },
      initialVisited: stored?.visited ?? [],
      restored: stored !== null,
      base,
      stale: isStale ? { values: { ...read.values, ...overrides }, base: read.base ?? base } : null,
      save: (values, visited) => {
        if (owner === null || sessionOwner(sessionStore.get()) !== owner) return;
        draftStorage.write(owner, key, {
          version,
          values,
          visited: [...visited],
          ...(recordVersion === undefined ? {} : { recordVersion, base }),
        });
      },
      clear: () => {
        if (owner !== null) draftStorage.clear(owner, key);
      },
    };
  });
  return draft;
}

const DRAFT_SAVE_DELAY_MS = 250;

export interface DraftAutosaveOptions<T extends FieldValues, C> {
  form: UseFormReturn<T, C>;
  draft: WizardDraft<T>;
  visited: ReadonlySet<string>;
  /** True while the kit itself changes the form (marking fields touched): not the user's change. */
  touchingRef: RefObject<boolean>;
  /** True once the user confirmed leaving or the record was saved: nothing more is written. */
  leavingRef: RefObject<boolean>;
}

/**
 * Keeps the draft: on every change (debounced) and whenever a step is reached. Returns whether
 * anything was changed since the form was set up (a restored draft counts).
 */
export function useDraftAutosave<T extends FieldValues, C>({
  form,
  draft,
  visited,
  touchingRef,
  leavingRef,
}: DraftAutosaveOptions<T, C>): RefObject<boolean> {
  const changedRef = useRef(draft.restored);
  // The set is rebuilt on renders; only a new step reached is worth a write (ids have no spaces).
  const visitedKey = [...visited].join(' ');
  const visitedRef = useRef<readonly string[]>([]);
  useEffect(() => {
    const list = visitedKey.split(' ').filter(Boolean);
    visitedRef.current = list;
    if (changedRef.current && !leavingRef.current) draft.save(form.getValues(), list);
  }, [visitedKey, draft, form, leavingRef]);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const save = () => {
      clearTimeout(timer);
      timer = undefined;
      if (!leavingRef.current) draft.save(form.getValues(), [...visitedRef.current]);
    };
    // A save still waiting is written at once when the page goes (reload, tab closed) or the
    // wizard unmounts, so the last keystrokes are never lost.
    const flush = () => {
      if (timer !== undefined) save();
    };
    const subscription = form.watch(() => {
      if (touchingRef.current) return;
      changedRef.current = true;
      clearTimeout(timer);
      timer = setTimeout(save, DRAFT_SAVE_DELAY_MS);
    });
    window.addEventListener('pagehide', flush);
    // And before a reload for a new version (ROUTE-RELOAD-KEEPS-DRAFTS).
    const stopFlushOnReload = onBeforeReload(flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      stopFlushOnReload();
      flush();
      subscription.unsubscribe();
    };
  }, [form, draft, touchingRef, leavingRef]);
  return changedRef;
}
