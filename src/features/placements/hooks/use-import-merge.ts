// The batch wizard's side of merging a re-imported export (BATCH-MERGE): the user's choice per
// conflicting line, the Launch check while one is undecided, and at launch the merge done again
// against the placements read now, so a change a colleague saved while Launch was open is kept
// too (or, when it conflicts, asked about before anything is sent).
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { placementVersionsQueryOptions } from '@/api/placements';
import {
  conflictKey,
  mergeImport,
  staleVersionRefs,
  type CsvImport,
  type CsvLine,
  type LineDefaults,
} from '@/features/placements/import';
import type { ExportedFile } from '@/features/placements/import/import-protocol';
import { newConflictsAtLaunch, undecidedConflicts } from '@/features/placements/merge-messages';
import type { ConflictChoice } from '@/lib/csv/placement-csv-merge';
import { toastError } from '@/lib/toasts/toasts';
import type { Placement } from '@/types/api';

/** The merge's state and choices as the Launch step takes them (batch-launch-step.tsx). */
export interface MergeProps {
  /** The file's export (null: made by hand, imported as before). */
  exported: ExportedFile | null;
  /** By conflictKey: a choice holds for the values it was made against. */
  choices: ReadonlyMap<string, ConflictChoice>;
  onChoose: (key: string, choice: ConflictChoice) => void;
  onChooseAll: (keys: readonly string[], choice: ConflictChoice) => void;
  /** The conflicts' keys as the step last found them (the wizard's Launch check counts them). */
  onConflicts: (keys: readonly string[]) => void;
}

const NO_CHOICES: ReadonlyMap<string, ConflictChoice> = new Map();

export function useImportMerge(file: CsvImport | null) {
  const queryClient = useQueryClient();
  const exported = file?.exported ?? null;
  // The choices belong to one uploaded file (an edit of a cell keeps them; another file not).
  const [held, setHeld] = useState<{
    of: object | null;
    choices: ReadonlyMap<string, ConflictChoice>;
  }>({ of: exported, choices: NO_CHOICES });
  const choices = held.of === exported ? held.choices : NO_CHOICES;
  const [conflictKeys, setConflictKeys] = useState<readonly string[]>([]);

  const choose = useCallback(
    (keys: readonly string[], choice: ConflictChoice) =>
      setHeld((current) => {
        const next = new Map(current.of === exported ? current.choices : NO_CHOICES);
        for (const key of keys) next.set(key, choice);
        return { of: exported, choices: next };
      }),
    [exported],
  );
  const onChoose = useCallback(
    (key: string, choice: ConflictChoice) => choose([key], choice),
    [choose],
  );
  const onChooseAll = choose;
  const onConflicts = useCallback(
    (keys: readonly string[]) =>
      setConflictKeys((current) =>
        current.length === keys.length && current.every((key, at) => key === keys[at])
          ? current
          : keys,
      ),
    [],
  );

  const undecided = exported ? conflictKeys.filter((key) => !choices.has(key)).length : 0;
  /** The Launch step's own check: shown, and the launch waits until every line has a choice. */
  const check = () => (undecided > 0 ? undecidedConflicts(undecided) : null);

  /**
   * The lines to send, merged against `existing` (read now) and the versions they name; null
   * when a conflict has no choice yet (the user is told, and Launch lists it).
   */
  const mergeForLaunch = async (
    lines: CsvLine[],
    existing: readonly Placement[],
    defaults: LineDefaults,
  ): Promise<CsvLine[] | null> => {
    if (!exported) return lines;
    const refs = staleVersionRefs(lines, existing);
    const originals =
      refs.length > 0 ? await queryClient.fetchQuery(placementVersionsQueryOptions(refs)) : [];
    const merge = mergeImport(lines, existing, originals, defaults, (key) => choices.get(key));
    const fresh = merge.conflicts.map(conflictKey);
    const open = fresh.filter((key) => !choices.has(key));
    if (open.length > 0) {
      setConflictKeys(fresh);
      const known = new Set(conflictKeys);
      toastError(
        open.some((key) => !known.has(key))
          ? newConflictsAtLaunch(open.length)
          : undecidedConflicts(open.length),
      );
      return null;
    }
    return merge.lines;
  };

  const merging: MergeProps = useMemo(
    () => ({ exported, choices, onChoose, onChooseAll, onConflicts }),
    [exported, choices, onChoose, onChooseAll, onConflicts],
  );
  return { merging, check, mergeForLaunch };
}
