import { ArrowRightIcon } from '@heroicons/react/20/solid';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { routePath } from '@/config/routes';
import { SignInAsTool } from '@/features/tools/components/sign-in-as-tool';

// TOOL-PAGE (Admin only: TOOL-ADMIN-ONLY), TOOL-SIGN-IN-AS, TOOL-SANDBOX-LINK, TOOL-DEBUG-LINK
export default function ToolsRoute() {
  return (
    <>
      <PageHeader title="Tools" description="Internal tools require the Admin role." />
      <div className="space-y-6">
        <Card title="Sign in as a user">
          <p className="mb-4 text-sm text-gray-600">
            See the console exactly as a customer does. Pick an account and one of its users, then
            sign in as that user. Logging out brings you back to your admin session.
          </p>
          <SignInAsTool />
        </Card>
        <Card title="Ad request sandbox">
          <p className="mb-4 text-sm text-gray-600">
            Send a test ad request for any placement, see how every bidder answered and preview the
            winning creative.
          </p>
          <ButtonLink to={routePath('sandbox')} variant="secondary">
            Open the sandbox
            <ArrowRightIcon aria-hidden="true" className="size-4" />
          </ButtonLink>
        </Card>
        <Card title="Request/Response Debug Sessions">
          <p className="mb-4 text-sm text-gray-600">
            Start a debug session for a bidder or a publisher to log its ad requests and responses
            for a number of minutes, then search the logs for the session ID as{' '}
            <code className="rounded bg-gray-100 px-1 font-mono">debugSessionId</code>.
          </p>
          <ButtonLink to={routePath('debug')} variant="secondary">
            Open debug tools
            <ArrowRightIcon aria-hidden="true" className="size-4" />
          </ButtonLink>
        </Card>
      </div>
    </>
  );
}
