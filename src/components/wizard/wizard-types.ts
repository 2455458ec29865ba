// The wizard kit's public shapes: a step, and the Wizard's props.
import type { ReactNode } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import type { Draft } from '@/components/form/use-draft';

export interface WizardStep<T extends FieldValues> {
  /** The URL's ?step= value. */
  id: string;
  title: string;
  /** The fields validated when the user leaves this step (and whose errors mark its crumb). */
  fields: readonly FieldPath<T>[];
  content: ReactNode;
  /**
   * A problem beyond the form's fields (state the step keeps outside the form, such as a parsed
   * file), or null. Shown on the step once it was left or a launch was tried; it never holds
   * the user on the step, but the last button opens the step while it stands.
   */
  check?: () => string | null;
  /** Starts loading the step's code (a `lazyStep`), called as the user heads for the step. */
  preload?: () => void;
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
  /**
   * Saves; resolves with where to go next, or null when nothing was sent (the user went back
   * from a confirmation). A rejection keeps everything as typed.
   */
  onSubmit: (values: T) => Promise<string | null>;
  draft: Draft<T>;
  /** Editing a saved record: every step counts as visited from the start. */
  allVisited?: boolean;
  /** Beside the steps (below them on a phone), e.g. a live forecast. */
  aside?: (stepIndex: number) => ReactNode;
  leaveMessage: string;
  /** Work the form does not hold (e.g. a checked file) that leaving would discard. */
  unsavedOutsideForm?: boolean;
}
