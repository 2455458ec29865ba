// How a link inside a step opens another step (the Launch summary's `Edit` links): the way a
// crumb does, so the other search parameters are kept, the step being left is checked and the
// focus moves to the opened step's heading (without it the focus fell to the page).
import { createContext, useContext } from 'react';

export interface WizardJump {
  /** The search of the URL that opens the step. */
  searchFor: (stepId: string) => string;
  /** The navigation state the link keeps (an editor's restore request). */
  linkState: unknown;
  /** Before the link changes the URL: check the step being left, focus the next. */
  beforeJump: (stepId: string) => void;
}

export const WizardJumpContext = createContext<WizardJump | null>(null);

export function useWizardJump(): WizardJump | null {
  return useContext(WizardJumpContext);
}
