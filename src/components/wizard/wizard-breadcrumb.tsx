// The wizard's breadcrumb: the home crumb, then every step. Visited steps are buttons that jump
// to them; the current step is marked aria-current; steps not reached yet are plain text.
import { CheckIcon } from '@heroicons/react/20/solid';
import { Link } from 'react-router-dom';

export interface BreadcrumbStep {
  id: string;
  title: string;
}

export interface WizardBreadcrumbProps {
  label: string;
  home: { label: string; to: string };
  steps: readonly BreadcrumbStep[];
  current: number;
  visited: ReadonlySet<string>;
  onJump: (index: number) => void;
}

export function WizardBreadcrumb({
  label,
  home,
  steps,
  current,
  visited,
  onJump,
}: WizardBreadcrumbProps) {
  return (
    <nav aria-label={label} className="mb-6 overflow-x-auto">
      <ol className="flex min-w-max items-center gap-1 text-sm">
        <li>
          <Link to={home.to} className="text-brand-700 rounded px-1 font-medium hover:underline">
            {home.label}
          </Link>
        </li>
        {steps.map((step, index) => {
          const number = `${index + 1}.`;
          const done = visited.has(step.id) && index !== current;
          return (
            <li key={step.id} className="flex items-center gap-1">
              <span aria-hidden="true" className="text-gray-400">
                /
              </span>
              {index === current ? (
                <span
                  aria-current="step"
                  className="bg-brand-50 text-brand-800 rounded px-2 py-1 font-semibold"
                >
                  {number} {step.title}
                </span>
              ) : done ? (
                <button
                  type="button"
                  onClick={() => onJump(index)}
                  className="inline-flex items-center gap-1 rounded px-2 py-1 text-gray-700 hover:bg-gray-100 hover:text-gray-900"
                >
                  <CheckIcon aria-hidden="true" className="text-brand-600 size-4" />
                  {number} {step.title}
                </button>
              ) : (
                <span className="px-2 py-1 text-gray-500">
                  {number} {step.title}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
