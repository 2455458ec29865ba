// The wizard kit: one react-hook-form form across steps, the step in the URL (?step=). Every
// step opens at any time, by Next, Back or its crumb; leaving a step shows its errors and marks
// its crumb, never holds the user there. The last button reads `Fix Errors to Continue` while
// anything is invalid and opens the first step with a problem. The draft is kept in
// sessionStorage until save or cancel; leaving with unsaved work asks first.
import { Suspense, useCallback, useRef, useState } from 'react';
import { FormProvider, type FieldValues } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { LoadingState } from '@/components/ui/states';
import { LeaveGuard } from '@/components/leave-guard/leave-guard';
import { useDraftAutosave } from '@/components/form/use-draft';
import { useWizardNavigation } from '@/components/wizard/use-wizard-navigation';
import { WizardBreadcrumb } from '@/components/wizard/wizard-breadcrumb';
import { WizardButtons } from '@/components/wizard/wizard-buttons';
import { StepBody, StepErrorBoundary } from '@/components/wizard/step-body';
import { WizardJumpContext } from '@/components/wizard/wizard-jump';
import type { WizardProps } from '@/components/wizard/wizard-types';

export { FIX_ERRORS_LABEL } from '@/components/wizard/wizard-buttons';

export type { WizardProps, WizardStep } from '@/components/wizard/wizard-types';

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
  const touchingRef = useRef(false);
  const leavingRef = useRef(false);
  const nav = useWizardNavigation({
    form,
    steps,
    initialVisited: allVisited ? steps.map((s) => s.id) : draft.initialVisited,
    touchingRef,
  });
  const { index } = nav;
  const step = steps[index];
  const last = index === steps.length - 1;
  const changedRef = useDraftAutosave({
    form,
    draft,
    visited: nav.visited,
    touchingRef,
    leavingRef,
  });

  // Unsaved work: a restored draft, or anything changed since the form was set up.
  const unsaved = useCallback(
    () => (changedRef.current || unsavedOutsideForm) && !leavingRef.current,
    [changedRef, unsavedOutsideForm],
  );

  // Focus follows the step once its content is on screen (a lazy step loads first): its
  // heading, its problem, or the first invalid field.
  const content = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const problemRef = useRef<HTMLParagraphElement>(null);
  const { takeFocusTarget, focusSeq } = nav;
  const focusStep = useCallback(() => {
    const target = takeFocusTarget();
    if (target === 'heading') heading.current?.focus();
    else if (target === 'problem') {
      requestAnimationFrame(() => (problemRef.current ?? heading.current)?.focus());
    } else if (target) {
      focusFirstInvalid(content.current, () => form.setFocus(target.field), heading.current);
    }
  }, [form, takeFocusTarget]);
  // The Launch summary's Edit links open a step as its crumb does.
  const jump = {
    searchFor: nav.searchFor,
    linkState: nav.linkState,
    beforeJump: (stepId: string) => nav.beforeJump(steps.findIndex((s) => s.id === stepId)),
  };
  const preload = (at: number) => steps[at]?.preload?.();

  // From the first click until the save settles, including the validation before it.
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!(await nav.findProblems())) return;
    await form.handleSubmit(async (values) => {
      // Errors are toasted by the query client; the form keeps what was typed.
      const to = await onSubmit(values).catch(() => null);
      if (to === null) return;
      leavingRef.current = true;
      draft.clear();
      navigate(to);
    })();
  };

  if (!step) return null;
  const problem = nav.shownProblem(step);
  return (
    <FormProvider {...form}>
      <WizardBreadcrumb
        label={label}
        home={home}
        steps={steps}
        current={index}
        visited={nav.visited}
        marked={(at) => nav.attempted || nav.visited.has(steps[at]?.id ?? '')}
        problemOf={(at) => {
          const candidate = steps[at];
          return candidate ? nav.shownProblem(candidate) : null;
        }}
        searchFor={nav.searchFor}
        linkState={nav.linkState}
        onJump={nav.beforeJump}
        onIntent={preload}
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <WizardJumpContext value={jump}>
          <form
            noValidate
            aria-labelledby="wizard-step-heading"
            onSubmit={(event) => {
              event.preventDefault();
              if (!last) nav.goTo(index + 1);
              else if (!busy) {
                setBusy(true);
                void submit().finally(() => setBusy(false));
              }
            }}
            className="min-w-0 rounded-lg bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6"
          >
            <p className="text-sm text-gray-600">
              Step {index + 1} of {steps.length}
            </p>
            <Suspense fallback={<LoadingState label={`Loading the ${step.title} step…`} />}>
              <StepErrorBoundary key={step.id} onRetry={step.preload}>
                <StepBody onShown={focusStep} focusSeq={focusSeq}>
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
                </StepBody>
              </StepErrorBoundary>
            </Suspense>
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
              checksPass={steps.every((candidate) => !candidate.check?.())}
              busy={busy}
              onBack={() => nav.goTo(index - 1)}
              onIntent={(direction) => preload(index + direction)}
            />
          </form>
        </WizardJumpContext>
        {aside ? <div className="min-w-0">{aside(index)}</div> : null}
      </div>
      <LeaveGuard
        when={unsaved}
        onLeave={() => {
          leavingRef.current = true;
          draft.clear();
        }}
        message={leaveMessage}
        // The draft comes back after a reload; work outside the form (the bulk import's parsed
        // file) does not, so then a reload for a new version asks too (ROUTE-RELOAD-KEEPS-DRAFTS).
        keptOnReload={!unsavedOutsideForm}
      />
    </FormProvider>
  );
}

/** Focus the step's first invalid control (errors render after validation: wait a frame). */
/**
 * The first field marked invalid, else the field by name; a field that cannot take the focus
 * (a list of cards) leaves it on the step's heading, never on the page.
 */
function focusFirstInvalid(
  container: HTMLElement | null,
  fallback: () => void,
  heading: HTMLElement | null,
) {
  requestAnimationFrame(() => {
    const invalid = container?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (invalid) invalid.focus();
    else fallback();
    if (!container?.contains(container.ownerDocument.activeElement)) heading?.focus();
  });
}
