// The wizard kit: one react-hook-form form across steps. Each step lists its fields and Next
// validates only those; the step is in the URL (?step=); the breadcrumb jumps between visited
// steps; the last button reads `Fix Errors to Continue` while anything is invalid and takes the
// user to the first error; the draft is kept in sessionStorage until save or cancel; leaving
// with unsaved work asks first.
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import {
  FormProvider,
  useFormState,
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, ButtonLink } from '@/components/ui/button';
import { LeaveGuard } from '@/components/wizard/leave-guard';
import type { WizardDraft } from '@/components/wizard/use-wizard-draft';
import { WizardBreadcrumb } from '@/components/wizard/wizard-breadcrumb';
import { firstErrorStep, resolveStepIndex } from '@/components/wizard/wizard-steps';

export const STEP_PARAM = 'step';
export const FIX_ERRORS_LABEL = 'Fix Errors to Continue';
const DRAFT_SAVE_DELAY_MS = 250;

export interface WizardStep<T extends FieldValues> {
  /** The URL's ?step= value. */
  id: string;
  title: string;
  /** The fields Next validates before leaving this step. */
  fields: readonly FieldPath<T>[];
  content: ReactNode;
  /**
   * A gate beyond the form's fields (state the step keeps outside the form, such as a parsed
   * file): the problem that keeps the user on this step, or null to go on.
   */
  check?: () => string | null;
}

export interface WizardProps<T extends FieldValues, C> {
  /** The breadcrumb's accessible name, e.g. `Campaign steps`. */
  label: string;
  form: UseFormReturn<T, C>;
  steps: readonly WizardStep<T>[];
  home: { label: string; to: string };
  /** The first step's Cancel link. */
  cancelTo: string;
  submitLabel: string;
  /** Saves; resolves with where to go next. A rejection keeps everything as typed. */
  onSubmit: (values: T) => Promise<string>;
  draft: WizardDraft<T>;
  /** Editing a saved record: every step may be visited from the start. */
  allVisited?: boolean;
  /** Beside the steps (below them on a phone), e.g. a live forecast. */
  aside?: (stepIndex: number) => ReactNode;
  leaveMessage: string;
  /** Work the form does not hold (e.g. a checked file) that leaving would discard. */
  unsavedOutsideForm?: boolean;
}

export function Wizard<T extends FieldValues, C>({
  label,
  form,
  steps,
  home,
  cancelTo,
  submitLabel,
  onSubmit,
  draft,
  allVisited = false,
  aside,
  leaveMessage,
  unsavedOutsideForm = false,
}: WizardProps<T, C>) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [visited, setVisited] = useState<ReadonlySet<string>>(
    () =>
      new Set(allVisited ? steps.map((s) => s.id) : [steps[0]?.id ?? '', ...draft.initialVisited]),
  );
  const index = resolveStepIndex(steps, params.get(STEP_PARAM), visited);
  const step = steps[index] ?? steps[0];
  const last = index === steps.length - 1;

  // Unsaved work: a restored draft, or anything changed since the form was set up.
  const changed = useRef(draft.restored);
  const leaving = useRef(false);
  const unsaved = useCallback(
    () => (changed.current || unsavedOutsideForm) && !leaving.current,
    [unsavedOutsideForm],
  );

  // Fields a failed Next or submit found invalid are marked touched, so their errors clear as
  // the user types (onTouched re-validates touched fields on change) instead of on blur, when a
  // vanishing message would shift the page under a pointer about to click. Not a change.
  const touching = useRef(false);
  const touchInvalid = (fields: readonly FieldPath<T>[]) => {
    touching.current = true;
    try {
      for (const field of fields) {
        const state = form.getFieldState(field);
        if (state.invalid && !state.isTouched) {
          form.setValue(field, form.getValues(field), { shouldTouch: true });
        }
      }
    } finally {
      touching.current = false;
    }
  };

  // Keep the draft: on every change (debounced) and whenever a step is reached.
  const visitedRef = useRef(visited);
  useEffect(() => {
    visitedRef.current = visited;
    if (changed.current && !leaving.current) draft.save(form.getValues(), [...visited]);
  }, [visited, draft, form]);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const save = () => {
      clearTimeout(timer);
      timer = undefined;
      if (!leaving.current) draft.save(form.getValues(), [...visitedRef.current]);
    };
    // A save still waiting is written at once when the page goes (reload, tab closed) or the
    // wizard unmounts, so the last keystrokes are never lost.
    const flush = () => {
      if (timer !== undefined) save();
    };
    const subscription = form.watch(() => {
      if (touching.current) return;
      changed.current = true;
      clearTimeout(timer);
      timer = setTimeout(save, DRAFT_SAVE_DELAY_MS);
    });
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
      subscription.unsubscribe();
    };
  }, [form, draft]);

  // Focus follows the step: its heading, or the first invalid field after a failed Next.
  const content = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const focusTarget = useRef<'heading' | { field: FieldPath<T> } | null>(null);
  useEffect(() => {
    const target = focusTarget.current;
    focusTarget.current = null;
    if (target === 'heading') heading.current?.focus();
    else if (target) focusFirstInvalid(content.current, () => form.setFocus(target.field));
  }, [index, form]);

  // A failed step check, shown under the step until the user moves on.
  const [problem, setProblem] = useState<string | null>(null);
  const problemRef = useRef<HTMLParagraphElement>(null);
  const showProblem = (message: string) => {
    setProblem(message);
    requestAnimationFrame(() => problemRef.current?.focus());
  };

  const goTo = (next: number, focus: 'heading' | { field: FieldPath<T> } = 'heading') => {
    const target = steps[next];
    if (!target) return;
    setProblem(null);
    setVisited((current) => (current.has(target.id) ? current : new Set([...current, target.id])));
    focusTarget.current = focus;
    const nextParams = new URLSearchParams(params);
    nextParams.set(STEP_PARAM, target.id);
    setParams(nextParams);
  };

  const next = async () => {
    if (!step) return;
    const stepProblem = step.check?.() ?? null;
    if (stepProblem) {
      showProblem(stepProblem);
      return;
    }
    const ok = await form.trigger(step.fields, { shouldFocus: false });
    if (ok) goTo(index + 1);
    else {
      touchInvalid(step.fields);
      focusFirstInvalid(content.current, () => undefined);
    }
  };

  const submit = async () => {
    // A step's own check first: its state is what the fields build on (the upload before all).
    for (const [at, candidate] of steps.entries()) {
      const stepProblem = candidate.check?.() ?? null;
      if (!stepProblem) continue;
      if (at !== index) goTo(at);
      showProblem(stepProblem);
      return;
    }
    const ok = await form.trigger();
    if (!ok) {
      touchInvalid(steps.flatMap((candidate) => candidate.fields));
      // getFieldState reads the errors trigger() just set (formState is the last render's).
      const first = firstErrorStep(steps, (field) => form.getFieldState(field).invalid);
      if (first && first.index !== index) goTo(first.index, { field: first.field });
      else focusFirstInvalid(content.current, () => first && form.setFocus(first.field));
      return;
    }
    await form.handleSubmit(async (values) => {
      // Errors are toasted by the query client; the form keeps what was typed.
      const to = await onSubmit(values).catch(() => null);
      if (to === null) return;
      leaving.current = true;
      draft.clear();
      navigate(to);
    })();
  };

  if (!step) return null;
  return (
    <FormProvider {...form}>
      <WizardBreadcrumb
        label={label}
        home={home}
        steps={steps}
        current={index}
        visited={visited}
        onJump={(target) => goTo(target)}
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <form
          noValidate
          aria-labelledby="wizard-step-heading"
          onSubmit={(event) => {
            event.preventDefault();
            void (last ? submit() : next());
          }}
          className="min-w-0 rounded-lg bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6"
        >
          <p className="text-sm text-gray-600">
            Step {index + 1} of {steps.length}
          </p>
          <h2
            id="wizard-step-heading"
            ref={heading}
            tabIndex={-1}
            className="mb-4 text-lg font-semibold text-gray-900 focus:outline-none"
          >
            {step.title}
          </h2>
          <div ref={content} className="space-y-5">
            {step.content}
          </div>
          {problem ? (
            <p
              ref={problemRef}
              role="alert"
              tabIndex={-1}
              className="mt-5 rounded-md bg-red-50 p-3 text-sm text-red-800 focus:outline-none"
            >
              {problem}
            </p>
          ) : null}
          <WizardButtons
            first={index === 0}
            last={last}
            cancelTo={cancelTo}
            submitLabel={submitLabel}
            onBack={() => goTo(index - 1)}
          />
        </form>
        {aside ? <div className="min-w-0">{aside(index)}</div> : null}
      </div>
      <LeaveGuard
        when={unsaved}
        onLeave={() => {
          leaving.current = true;
          draft.clear();
        }}
        message={leaveMessage}
      />
    </FormProvider>
  );
}

/**
 * The step's buttons. They read the form's validity and submitting state themselves
 * (useFormState): were the wizard to read `form.formState`, the component holding useForm would
 * re-render the whole step on every change of validity, a long task while typing.
 */
function WizardButtons({
  first,
  last,
  cancelTo,
  submitLabel,
  onBack,
}: {
  first: boolean;
  last: boolean;
  cancelTo: string;
  submitLabel: string;
  onBack: () => void;
}) {
  const { isValid, isSubmitting } = useFormState();
  return (
    <div className="mt-8 flex flex-col-reverse gap-3 border-t border-gray-100 pt-4 sm:flex-row sm:justify-between">
      {first ? (
        <ButtonLink to={cancelTo} variant="secondary">
          Cancel
        </ButtonLink>
      ) : (
        <Button type="button" variant="secondary" onClick={onBack} disabled={isSubmitting}>
          Back
        </Button>
      )}
      <Button type="submit" loading={isSubmitting}>
        {last ? (isValid ? submitLabel : FIX_ERRORS_LABEL) : 'Next'}
      </Button>
    </div>
  );
}

/** Focus the step's first invalid control (errors render after validation: wait a frame). */
function focusFirstInvalid(container: HTMLElement | null, fallback: () => void) {
  requestAnimationFrame(() => {
    const invalid = container?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (invalid) invalid.focus();
    else fallback();
  });
}
