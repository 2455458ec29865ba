export {
  FIX_ERRORS_LABEL,
  STEP_PARAM,
  Wizard,
  type WizardProps,
  type WizardStep,
} from '@/components/wizard/wizard';
export {
  useWizardDraft,
  type WizardDraft,
  type WizardDraftOptions,
} from '@/components/wizard/use-wizard-draft';
export {
  SummaryItem,
  SummarySectionCard,
  type SummarySection,
} from '@/components/wizard/wizard-summary';
