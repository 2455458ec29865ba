import { PlannedScreen } from '@/components/planned-screen';
import { ROUTES } from '@/config/routes';

export default function Screen() {
  return <PlannedScreen title={ROUTES.placementEdit.title} />;
}
