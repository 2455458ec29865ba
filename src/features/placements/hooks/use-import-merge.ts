// The batch wizard's side of merging a re-imported export (BATCH-MERGE): the user's choice per
// conflicting line, the Launch check while one is undecided, and at launch the merge done again
// against the placements read now, so a change a colleague saved while Launch was open is kept
// too (or, when it conflicts, asked about before anything is sent).
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { placementVersionsQueryOptions } from '@/api/placements';
import {
  mergeImport,
  staleVersionRefs,
  type CsvImport,
  type CsvLine,
  type LineDefaults,
} from '@/features/placements/import';
import type { MergeProps } from '@/features/placements/components/batch/batch-launch-step';
import { newConflictsAtLaunch, undecidedConflicts } from '@/features/placements/merge-messages';
import type { ConflictChoice } from '@/lib/placement-csv-merge';
import { toastError } from '@/lib/toast';
import type { Placement } from '@/types/api';

const NO_CHOICES: ReadonlyMap<number, ConflictChoice> = new Map();

export function useImportMerge(file: CsvImport | null) {
  const queryClient = useQueryClient();
  const exported = file?.exported ?? null;
  // The choices belong to one uploaded file (an edit of a cell keeps them; another file not).
  const [held, setHeld] = useState<{
    of: object | null;
    choices: ReadonlyMap<number, ConflictChoice>;
  }>({ of: exported, choices: NO_CHOICES });
  const choices = held.of === exported ? held.choices : NO_CHOICES;
  const [conflictLines, setConflictLines] = useState<readonly number[]>([]);

  const choose = useCallback(
    (lines: readonly number[], choice: ConflictChoice) =>
      setHeld((current) => {
        const next = new Map(current.of === exported ? current.choices : NO_CHOICES);
        for (const line of lines) next.set(line, choice);
        return { of: exported, choices: next };
      }),
    [exported],
  );
  const onChoose = useCallback(
    (line: number, choice: ConflictChoice) => choose([line], choice),
    [choose],
  );
  const onChooseAll = choose;
  const onConflicts = useCallback(
    (lines: readonly number[]) =>
      setConflictLines((current) =>
        current.length === lines.length && current.every((line, at) => line === lines[at])
          ? current
          : lines,
      ),
    [],
  );

  const undecided = exported ? conflictLines.filter((line) => !choices.has(line)).length : 0;
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
    const merge = mergeImport(lines, existing, originals, defaults, (line) => choices.get(line));
    const fresh = merge.conflicts.map((row) => row.line);
    const open = fresh.filter((line) => !choices.has(line));
    if (open.length > 0) {
      setConflictLines(fresh);
      const known = new Set(conflictLines);
      toastError(
        open.some((line) => !known.has(line))
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
