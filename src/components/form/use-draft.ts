// An editor's draft (the editor kit, src/components/form/use-editor.ts; the wizards too): the
// values to start the form with (the stored draft, else the defaults), the steps visited before a
// reload, and save/clear; and the autosave that keeps it while the form is open. A draft is the
// signed-in user's and one record's (its key: `bidder.b_1`, `campaign.new`).
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { draftStorage, type StoredDraft } from '@/lib/saving/draft-storage';
import { withoutSecrets } from '@/lib/saving/secret-value';
import { sameValue } from '@/lib/saving/three-way-merge';
import { onBeforeReload } from '@/lib/versions/page-reload';
import { sessionOwner, sessionStore } from '@/lib/session/session';
import { useSession } from '@/lib/session/use-session';

export interface Draft<T> {
  key: string;
  /** The form's starting values: a restored draft over the defaults, or the defaults. */
  initialValues: T;
  /** Step ids visited before (restored with the draft). */
  initialVisited: readonly string[];
  /** Whether a draft was restored: it counts as unsaved work even before anything is typed. */
  restored: boolean;
  /**
   * The values the edit began from (the record as loaded, or as a restored entry left it): the
   * base of a merged save.
   */
  base: T;
  /** HIST-RESTORE: the edit restores a history entry's values (asked now, or in its draft). */
  restoring: boolean;
  /**
   * A stored draft of an older version of the record than the one loaded: not applied, but
   * offered (DraftNotice) to merge three ways against the record as it is now.
   */
  stale: { values: T; base: T } | null;
  /**
   * A stored draft of an older format that could not be converted (MANY-DRAFT-FORMAT): not
   * applied, but offered with what it held; `values` are its fields the form still has.
   */
  outdated: { held: Readonly<Record<string, unknown>>; values: Partial<T> } | null;
  save(values: T, visited: readonly string[]): void;
  clear(): void;
  /** The offered draft (`stale`) was taken in or discarded: it is no longer kept aside. */
  settle(): void;
}

export interface DraftOptions<T> {
  /** The draft's name for its user, e.g. `campaign.new` or `campaign.cmp_1`. */
  key: string;
  /** Bump when the form's shape changes: older drafts are converted (`convert`) or offered. */
  version: number;
  defaults: T;
  /** Applied over the restored draft or the defaults, every time (a fee that now applies). */
  overrides?: Partial<T>;
  /**
   * Selections handed over in the URL (`?placements=`): applied over the defaults, or over a
   * draft that has not taken this handover yet. A draft that has keeps the user's own values:
   * a reload of the same link never undoes what was changed after it.
   */
  handover?: Partial<T>;
  /**
   * An edit's record version (versionHash of the record without its statistics): a stored draft
   * of another version is offered, not restored. Absent for a new record.
   */
  recordVersion?: string;
  /** An older format's values as this one's, or null when they cannot be: then they are offered. */
  convert?: (values: Readonly<Record<string, unknown>>, fromVersion: number) => Partial<T> | null;
  /**
   * HIST-RESTORE: start from these values, as an edit begun from `base` (the record as a history
   * entry left it). A stored draft is then offered, not applied.
   */
  restore?: { values: T; base: T };
  /**
   * BID-SECRET-WRITE-ONLY: the paths of write-only secrets (`Adomni.ownerKey`): the text typed
   * for one is never stored (it is typed again after a reload; src/lib/saving/secret-value.ts).
   */
  secrets?: readonly string[];
}

/** The fields of an older draft the form still has, with a value of the same kind. */
function keptFields<T extends object>(held: Readonly<Record<string, unknown>>, defaults: T) {
  const kept: Partial<T> = {};
  for (const [name, value] of Object.entries(held)) {
    if (!(name in defaults)) continue;
    const current: unknown = (defaults as Record<string, unknown>)[name];
    const sameKind =
      Array.isArray(current) === Array.isArray(value) && typeof current === typeof value;
    if (sameKind) (kept as Record<string, unknown>)[name] = value;
  }
  return kept;
}

/** The stored draft as this format's, converted when it is an older one. */
function readDraft<T extends object>(
  owner: string,
  { key, version, defaults, convert, secrets = [] }: DraftOptions<T>,
) {
  const current = draftStorage.read(owner, key, version, defaults);
  if (current) return { stored: current, outdated: null };
  const older = draftStorage.readAnyVersion(owner, key);
  if (!older || older.version === version) return { stored: null, outdated: null };
  const converted = convert?.(older.values, older.version) ?? null;
  if (converted) {
    const stored: StoredDraft<T> = {
      version,
      values: { ...defaults, ...converted },
      visited: [],
      ...(older.recordVersion === undefined ? {} : { recordVersion: older.recordVersion }),
    };
    // The older format is gone from storage at once (it may have held a typed secret).
    draftStorage.write(owner, key, { ...stored, values: withoutSecrets(stored.values, secrets) });
    return { stored, outdated: null };
  }
  return {
    stored: null,
    outdated: { held: older.values, values: keptFields(older.values, defaults) },
  };
}

/**
 * Read once on mount (the form takes its defaults on mount only): key the screen by the record.
 * Without a session nothing is kept, and once another user is signed in (another tab) nothing
 * more is written under this one's name.
 */
export function useDraft<T extends object>(options: DraftOptions<T>): Draft<T> {
  const { key, version, defaults, recordVersion, restore, secrets = [] } = options;
  const handover =
    options.handover && Object.keys(options.handover).length > 0 ? options.handover : undefined;
  const handoverJson = handover ? JSON.stringify(handover) : undefined;
  const owner = sessionOwner(useSession());
  const [draft] = useState((): Draft<T> => {
    const { stored: read, outdated } =
      owner === null ? { stored: null, outdated: null } : readDraft(owner, options);
    // A draft of an edit begun from another version of the record (or from an unknown one); a
    // restore asked for sets the draft aside the same way (offered, not applied).
    // The restore's own draft (a reload of the editor a restore opened: the navigation keeps the
    // entry) is the same work, applied, not set aside as another version's.
    const ownRestoreDraft =
      restore !== undefined &&
      read?.via === 'restore' &&
      read.recordVersion === recordVersion &&
      sameValue(read.base, withoutSecrets(restore.base, secrets));
    const isStale =
      read !== null &&
      !ownRestoreDraft &&
      (restore !== undefined ||
        (recordVersion !== undefined && read.recordVersion !== recordVersion));
    const stored = isStale ? null : read;
    // A restore over the user's own draft keeps that draft in its own (a reload, after the
    // restore's draft is written over the key, still offers it): until settled.
    let aside: StoredDraft<T>['setAside'] =
      restore !== undefined && isStale
        ? {
            values: withoutSecrets(read.values, secrets),
            ...(read.base ? { base: withoutSecrets(read.base, secrets) } : {}),
            ...(read.recordVersion ? { recordVersion: read.recordVersion } : {}),
          }
        : ownRestoreDraft
          ? read.setAside
          : undefined;
    const offeredAside = ownRestoreDraft ? read.setAside : undefined;
    const handedOver = stored?.handover !== undefined && stored.handover === handoverJson;
    const overrides = { ...(handedOver ? {} : handover), ...options.overrides };
    // A draft applied keeps the base it began from: a restore's draft reopened without its entry
    // still merges from the record as the entry left it, so a colleague's change since is a
    // conflict, never overwritten.
    const base = restore
      ? restore.base
      : stored?.base
        ? { ...stored.base, ...overrides }
        : { ...defaults, ...handover, ...options.overrides };
    const restoring = restore !== undefined || stored?.via === 'restore';
    const initialValues =
      restore && !ownRestoreDraft
        ? { ...restore.values, ...overrides }
        : { ...(stored?.values ?? defaults), ...overrides };
    return {
      key,
      initialValues,
      initialVisited: stored?.visited ?? [],
      // A draft that holds only the defaults is no unsaved work.
      restored: (restore !== undefined || stored !== null) && !sameValue(initialValues, base),
      base,
      restoring,
      stale: isStale
        ? { values: { ...read.values, ...overrides }, base: read.base ?? base }
        : offeredAside
          ? { values: { ...offeredAside.values, ...overrides }, base: offeredAside.base ?? base }
          : null,
      outdated,
      save: (values, visited) => {
        if (owner === null || sessionOwner(sessionStore.get()) !== owner) return;
        draftStorage.write(owner, key, {
          version,
          values: withoutSecrets(values, secrets),
          visited: [...visited],
          ...(recordVersion === undefined
            ? {}
            : { recordVersion, base: withoutSecrets(base, secrets) }),
          ...(restoring ? { via: 'restore' as const } : {}),
          ...(handoverJson === undefined ? {} : { handover: handoverJson }),
          ...(aside ? { setAside: aside } : {}),
        });
      },
      clear: () => {
        const kept = aside;
        aside = undefined;
        if (owner === null) return;
        // The restore is left or saved: the user's own draft from before it, set aside and not
        // settled, is theirs again (applied, or offered once the record was saved since).
        if (kept && sessionOwner(sessionStore.get()) === owner) {
          draftStorage.write(owner, key, {
            version,
            values: kept.values,
            visited: [],
            ...(kept.recordVersion ? { recordVersion: kept.recordVersion } : {}),
            ...(kept.base ? { base: kept.base } : {}),
          });
        } else draftStorage.clear(owner, key);
      },
      settle: () => {
        aside = undefined;
      },
    };
  });
  return draft;
}

const DRAFT_SAVE_DELAY_MS = 250;

export interface DraftAutosaveOptions<T extends FieldValues, C> {
  form: UseFormReturn<T, C>;
  draft: Draft<T>;
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
    // form unmounts, so the last keystrokes are never lost.
    const flush = () => {
      if (timer !== undefined) save();
    };
    const subscription = form.watch(() => {
      if (touchingRef.current) return;
      changedRef.current = true;
      clearTimeout(timer);
      timer = setTimeout(save, DRAFT_SAVE_DELAY_MS);
    });
    // In the capture phase: written before the page's drafts are left for a later tab
    // (closed-tab-drafts.ts listens without it, so runs after).
    window.addEventListener('pagehide', flush, true);
    // And before a reload for a new version (ROUTE-RELOAD-KEEPS-DRAFTS).
    const stopFlushOnReload = onBeforeReload(flush);
    return () => {
      window.removeEventListener('pagehide', flush, true);
      stopFlushOnReload();
      flush();
      subscription.unsubscribe();
    };
  }, [form, draft, touchingRef, leavingRef]);
  return changedRef;
}
