// The wizard's step navigation: the step is the URL's ?step= (WIZ-STEP-URL); every step can be
// opened at any time (Next, Back or any crumb; WIZ-CRUMB-OPENS). Leaving a step validates it and
// shows its errors without holding the user there (WIZ-NEXT-MOVES-ON); the last button sends the
// user to the first problem instead.
import { useCallback, useRef, useState, type RefObject } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { useLocation, useSearchParams } from 'react-router-dom';
import { firstProblemStep, resolveStepIndex } from '@/components/wizard/wizard-steps';

export const STEP_PARAM = 'step';

export interface NavigableStep<T extends FieldValues> {
  id: string;
  fields: readonly FieldPath<T>[];
  check?: () => string | null;
}

type FocusTarget<T extends FieldValues> = 'heading' | { field: FieldPath<T> } | 'problem';

export interface WizardNavigationOptions<T extends FieldValues, C> {
  form: UseFormReturn<T, C>;
  steps: readonly NavigableStep<T>[];
  /** Steps reached before (a restored draft), or every step when editing a saved record. */
  initialVisited: readonly string[];
  /** Set while the kit marks fields touched, so that is not taken for the user's change. */
  touchingRef: RefObject<boolean>;
}

export function useWizardNavigation<T extends FieldValues, C>({
  form,
  steps,
  initialVisited,
  touchingRef,
}: WizardNavigationOptions<T, C>) {
  const [params, setParams] = useSearchParams();
  // The navigation's state goes with every step change: it carries what the editor was opened
  // for (HIST-RESTORE's entry), which would otherwise be dropped at the first Next or crumb.
  const { state } = useLocation() as { state: unknown };
  const index = resolveStepIndex(steps, params.get(STEP_PARAM));
  const step = steps[index] ?? steps[0];
  const [reached, setReached] = useState<ReadonlySet<string>>(
    () => new Set([steps[0]?.id ?? '', ...initialVisited]),
  );
  // The current step counts as visited however it was opened (a crumb, a typed URL, Back).
  const visited: ReadonlySet<string> =
    step && !reached.has(step.id) ? new Set([...reached, step.id]) : reached;
  /** A launch was tried: every step's problems are shown and marked from then on. */
  const [attempted, setAttempted] = useState(false);
  /** Steps whose own check is shown: left once, or every step after a launch attempt. */
  const [left, setLeft] = useState<ReadonlySet<string>>(() => new Set(initialVisited));
  const focusTarget = useRef<FocusTarget<T> | null>(null);
  // A focus asked for on the step already shown: no step change to run the focus effect.
  const [focusSeq, setFocusSeq] = useState(0);

  // Invalid fields are marked touched, so their errors show and clear as the user types
  // (onTouched re-validates touched fields on change) instead of on blur.
  const touchInvalid = (fields: readonly FieldPath<T>[]) => {
    touchingRef.current = true;
    try {
      for (const field of fields) {
        const state = form.getFieldState(field);
        if (state.invalid && !state.isTouched) {
          form.setValue(field, form.getValues(field), { shouldTouch: true });
        }
      }
    } finally {
      touchingRef.current = false;
    }
  };

  /** Validate a step the user leaves: its errors show on return and mark its crumb. */
  const validateLeaving = (from: NavigableStep<T>) => {
    setLeft((current) => (current.has(from.id) ? current : new Set([...current, from.id])));
    if (from.fields.length === 0) return;
    void form.trigger(from.fields, { shouldFocus: false }).then(() => touchInvalid(from.fields));
  };

  /** Open step `next`: a history entry, the other search params kept. */
  const goTo = (next: number, focus: FocusTarget<T> = 'heading') => {
    const target = steps[next];
    if (!target) return;
    if (step && target.id !== step.id) validateLeaving(step);
    setReached((current) => new Set([...current, ...visited, target.id]));
    focusTarget.current = focus;
    setParams(stepSearch(params, target.id), { state });
  };

  /** The search of the URL that opens a step (a crumb's link). */
  const searchFor = (id: string) => `?${stepSearch(params, id).toString()}`;

  /**
   * The last button: every step's check and field, in step order. Resolves true when nothing
   * is in the way; otherwise opens the first step with a problem and focuses it.
   */
  const findProblems = async (): Promise<boolean> => {
    setAttempted(true);
    const valid = await form.trigger();
    const problem = firstProblemStep(steps, (field) => form.getFieldState(field).invalid);
    if (valid && !problem) return true;
    touchInvalid(steps.flatMap((candidate) => candidate.fields));
    if (!problem) return false;
    const focus: FocusTarget<T> = problem.kind === 'check' ? 'problem' : { field: problem.field };
    if (problem.index !== index) goTo(problem.index, focus);
    else {
      focusTarget.current = focus;
      setFocusSeq((seq) => seq + 1);
    }
    return false;
  };

  const takeFocusTarget = useCallback(() => {
    const target = focusTarget.current;
    focusTarget.current = null;
    return target;
  }, []);

  /** The step's own check, shown once it was left or a launch was tried. */
  const shownProblem = (candidate: NavigableStep<T>) =>
    attempted || left.has(candidate.id) ? (candidate.check?.() ?? null) : null;

  return {
    index,
    step,
    visited,
    attempted,
    goTo,
    searchFor,
    /** The state a crumb's link keeps (the location's own). */
    linkState: state,
    /** Before a crumb's link changes the URL: validate the step being left, focus the next. */
    beforeJump: (target: number) => {
      if (step && steps[target]?.id !== step.id) validateLeaving(step);
      setReached((current) => new Set([...current, ...visited]));
      focusTarget.current = 'heading';
    },
    findProblems,
    shownProblem,
    /** Changes when the focus effect must run again (with the step's index). */
    focusSeq,
    /** Read once by the focus effect after the step changed. */
    takeFocusTarget,
  };
}

function stepSearch(params: URLSearchParams, id: string): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set(STEP_PARAM, id);
  return next;
}
