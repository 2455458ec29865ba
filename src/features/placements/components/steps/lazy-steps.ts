// The placement wizards' steps after the first, loaded when first opened (the kit's lazyStep):
// one instance each, shared by the single and the bulk import wizard.
import { lazyStep } from '@/components/wizard';

export const verificationStep = lazyStep(() =>
  import('@/features/placements/components/steps/verification-step').then(
    (m) => m.VerificationStep,
  ),
);
export const audienceStep = lazyStep(() =>
  import('@/features/placements/components/steps/audience-step').then((m) => m.AudienceStep),
);
export const capabilitiesStep = lazyStep(() =>
  import('@/features/placements/components/steps/capabilities-step').then(
    (m) => m.CapabilitiesStep,
  ),
);
export const launchSummary = lazyStep(() =>
  import('@/features/placements/components/steps/launch-summary').then((m) => m.LaunchSummary),
);
