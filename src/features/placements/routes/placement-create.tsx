import { PageHeader } from '@/components/ui/page-header';
import { ROUTES } from '@/config/routes';
import { PlacementWizard } from '@/features/placements/components/wizard/placement-wizard';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** A new placement, one screen at a time (PLC-WIZ-STEPS, PLC-EDIT). */
export default function PlacementCreateScreen() {
  useDocumentTitle(ROUTES.placementCreate.title);
  return (
    <>
      <PageHeader title={ROUTES.placementCreate.title} />
      <PlacementWizard />
    </>
  );
}
