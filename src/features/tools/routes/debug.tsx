import { ACCOUNTS_LOAD_FAILED, BIDDERS_LOAD_FAILED } from '@/config/messages';
import { PageHeader } from '@/components/ui/page-header';
import { usePublishers } from '@/api/accounts';
import { useBidders } from '@/api/bidders';
import { DebugTargetList } from '@/features/tools/components/debug-target-list';
import { DEFAULT_DEBUG_MINUTES } from '@/features/tools/debug-minutes';

// DBG-PAGE, DBG-CACHE-DELAY, DBG-HEADER, DBG-LISTS, DBG-EMPTY, DBG-LOAD-FAILED
export default function DebugToolsRoute() {
  const bidders = useBidders();
  const publishers = usePublishers();

  return (
    <>
      <PageHeader
        title="Debug Tools"
        description="Request/Response Debug Sessions for bidders and publishers."
      />
      <div className="mb-6 space-y-3 rounded-lg bg-white p-4 text-sm text-gray-700 shadow-xs ring-1 ring-gray-200 sm:p-6">
        <p>
          Choose a number of minutes and press <strong>Start Session</strong> to log the requests
          and responses of a bidder or a publisher. The default is {DEFAULT_DEBUG_MINUTES} minutes.
          Search the logs for the returned session ID as{' '}
          <code className="rounded bg-gray-100 px-1 font-mono">debugSessionId</code>.
        </p>
        <p>
          The session starts at once, but logging begins only after the exchange instances refresh
          their cached data, which takes 3 to 5 minutes, so sessions should be longer than 5
          minutes.
        </p>
        <p>
          To force logging of publisher and bidder events for a single ad request, send the request
          with the header{' '}
          <code className="rounded bg-gray-100 px-1 font-mono">x-debug-session-id</code> set to a
          UUID.
        </p>
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <DebugTargetList
          title="Bidders"
          kind="bidder"
          query={bidders}
          emptyMessage="No bidders found."
          errorMessage={BIDDERS_LOAD_FAILED}
        />
        <DebugTargetList
          title="Publishers"
          kind="publisher"
          query={publishers}
          emptyMessage="No publishers found."
          errorMessage={ACCOUNTS_LOAD_FAILED}
        />
      </div>
    </>
  );
}
