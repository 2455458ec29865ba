// The wizard's breadcrumb: the home crumb, then every step as a link that opens it at any time
// (WIZ-CRUMB-OPENS). The current step is aria-current; a visited step shows a check, and a
// step holding an error shows an error mark that is part of its name (WIZ-ERROR-MARK).
import { CheckIcon, ExclamationCircleIcon } from '@heroicons/react/20/solid';
import { useEffect, useRef } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { Link } from 'react-router-dom';

export const HAS_ERRORS_TEXT = 'has errors';

export interface BreadcrumbStep {
  id: string;
  title: string;
  fields: readonly string[];
}

export interface WizardBreadcrumbProps {
  label: string;
  home: { label: string; to: string };
  steps: readonly BreadcrumbStep[];
  current: number;
  visited: ReadonlySet<string>;
  /** Whether a step's errors are marked yet: it was visited, or a launch was tried. */
  marked: (index: number) => boolean;
  /** A step's own problem beyond its fields (its check), when shown. */
  problemOf: (index: number) => string | null;
  /** The URL search that opens a step. */
  searchFor: (id: string) => string;
  /** The navigation state a crumb keeps (an editor's restore request). */
  linkState: unknown;
  /** Runs as a crumb is followed, before the URL changes. */
  onJump: (index: number) => void;
  /** The pointer or focus reached a crumb: its step's code may start loading. */
  onIntent: (index: number) => void;
}

export function WizardBreadcrumb({
  label,
  home,
  steps,
  current,
  visited,
  marked,
  problemOf,
  searchFor,
  linkState,
  onJump,
  onIntent,
}: WizardBreadcrumbProps) {
  // Read here, not by the wizard: a change of errors re-renders the crumbs, not the whole step.
  const { getFieldState } = useFormContext();
  const formState = useFormState();
  const hasErrors = (index: number) =>
    marked(index) &&
    (problemOf(index) !== null ||
      (steps[index]?.fields ?? []).some((field) => getFieldState(field, formState).invalid));
  // On a phone the crumbs scroll sideways: the current one is brought into the strip's view.
  const strip = useRef<HTMLElement>(null);
  useEffect(() => {
    const box = strip.current;
    const crumb = box?.querySelector<HTMLElement>('[aria-current="step"]');
    if (!box || !crumb) return;
    const shown = box.getBoundingClientRect();
    const at = crumb.getBoundingClientRect();
    if (at.left < shown.left) box.scrollLeft -= shown.left - at.left;
    else if (at.right > shown.right) box.scrollLeft += at.right - shown.right;
  }, [current]);
  return (
    <nav ref={strip} aria-label={label} className="mb-6 overflow-x-auto">
      <ol className="flex min-w-max items-center gap-1 text-sm">
        <li>
          <Link to={home.to} className="text-brand-700 rounded px-1 font-medium hover:underline">
            {home.label}
          </Link>
        </li>
        {steps.map((step, index) => {
          const isCurrent = index === current;
          const errors = hasErrors(index);
          const done = visited.has(step.id) && !isCurrent && !errors;
          return (
            <li key={step.id} className="flex items-center gap-1">
              <span aria-hidden="true" className="text-gray-400">
                /
              </span>
              <Link
                to={{ search: searchFor(step.id) }}
                state={linkState}
                aria-current={isCurrent ? 'step' : undefined}
                onPointerEnter={() => onIntent(index)}
                onFocus={() => onIntent(index)}
                // One string, so every browser computes the same name (no gap before the mark).
                aria-label={`${index + 1}. ${step.title}${errors ? `, ${HAS_ERRORS_TEXT}` : ''}`}
                onClick={(event) => {
                  // A new tab or window opens the step there; this page stays as it is.
                  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) {
                    return;
                  }
                  onJump(index);
                }}
                className={
                  isCurrent
                    ? 'bg-brand-50 text-brand-800 inline-flex items-center gap-1 rounded px-2 py-1 font-semibold'
                    : 'inline-flex items-center gap-1 rounded px-2 py-1 text-gray-700 hover:bg-gray-100 hover:text-gray-900'
                }
              >
                {errors ? (
                  <ExclamationCircleIcon aria-hidden="true" className="size-4 text-red-600" />
                ) : done ? (
                  <CheckIcon aria-hidden="true" className="text-brand-600 size-4" />
                ) : null}
                {index + 1}. {step.title}
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
