export { FIX_ERRORS_LABEL, Wizard, type WizardStep } from '@/components/wizard/wizard';
export { useWizardDraft } from '@/components/wizard/use-wizard-draft';
export {
  SummaryItem,
  SummarySectionCard,
  type SummarySection,
} from '@/components/wizard/wizard-summary';
export { lazyStep } from '@/components/wizard/lazy-step';
export { StaleDraftNotice } from '@/components/wizard/stale-draft-notice';
