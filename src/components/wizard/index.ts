export { FIX_ERRORS_LABEL, Wizard, type WizardStep } from '@/components/wizard/wizard';
export {
  SummaryItem,
  SummarySectionCard,
  type SummarySection,
} from '@/components/wizard/wizard-summary';
export { lazyStep } from '@/components/wizard/lazy-step';
