// Issue 28: built by the deals screens' work in this session.
import { PageHeader } from '@/components/ui/page-header';

export default function DealDetailRoute() {
  return <PageHeader title="Deal" />;
}
