import { ExclamationTriangleIcon } from '@heroicons/react/24/outline';
import { useDocumentTitle } from '@/hooks/use-document-title';

// NAV-EA0093: a signed-in user with none of the roles.
export const MISCONFIGURED_MESSAGE = 'This account was configured incorrectly.';
export const MISCONFIGURED_CODE = 'Error Code: EA#0093.';

export default function MisconfiguredScreen() {
  useDocumentTitle('Home');
  return (
    <div role="alert" className="mx-auto max-w-lg py-16 text-center">
      <ExclamationTriangleIcon aria-hidden="true" className="mx-auto size-12 text-amber-500" />
      <h1 className="mt-4 text-xl font-bold text-gray-900">{MISCONFIGURED_MESSAGE}</h1>
      <p className="mt-2 font-mono text-sm text-gray-700">{MISCONFIGURED_CODE}</p>
    </div>
  );
}
