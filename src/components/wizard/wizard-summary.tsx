// A wizard's Launch summary: one section per earlier step, each with a link back to that step
// (`?step=`), holding a term/description list.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { STEP_PARAM } from '@/components/wizard/use-wizard-navigation';
import { useWizardJump } from '@/components/wizard/wizard-jump';

export interface SummarySection {
  stepId: string;
  title: string;
}

export function SummarySectionCard({
  step,
  children,
}: {
  step: SummarySection;
  children: ReactNode;
}) {
  const jump = useWizardJump();
  return (
    <section className="rounded-md border border-gray-200 p-4">
      <div className="flex items-center justify-between gap-3">
        <h3 className="text-sm font-semibold text-gray-900">{step.title}</h3>
        <Link
          to={{ search: jump ? jump.searchFor(step.stepId) : `?${STEP_PARAM}=${step.stepId}` }}
          state={jump?.linkState}
          onClick={(event) => {
            // A new tab or window opens the step there; this page stays as it is.
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
            jump?.beforeJump(step.stepId);
          }}
          className="text-brand-700 text-sm font-medium hover:underline"
          aria-label={`Edit ${step.title}`}
        >
          Edit
        </Link>
      </div>
      <dl className="mt-2 grid grid-cols-[minmax(0,1fr)] gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_minmax(0,1fr)]">
        {children}
      </dl>
    </section>
  );
}

export function SummaryItem({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-gray-600">{term}</dt>
      <dd className="[overflow-wrap:anywhere] text-gray-900">{children}</dd>
    </>
  );
}
