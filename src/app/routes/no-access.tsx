import { NoSymbolIcon } from '@heroicons/react/24/outline';
import { ButtonLink } from '@/components/ui/button';

// ROUTE-NO-ACCESS: inside the layout; the guard makes no API call for it.
const NO_ACCESS_MESSAGE = "You don't have access to this page";

export default function NoAccessScreen() {
  return (
    <div className="mx-auto max-w-md py-16 text-center">
      <NoSymbolIcon aria-hidden="true" className="mx-auto size-12 text-gray-400" />
      <h1 className="mt-4 text-xl font-bold text-gray-900">{NO_ACCESS_MESSAGE}</h1>
      <p className="mt-2 text-sm text-gray-600">
        Your account&apos;s role does not include this screen. Ask an exchange admin if you need it.
      </p>
      <ButtonLink to="/" variant="secondary" className="mt-6">
        Go to your home page
      </ButtonLink>
    </div>
  );
}
