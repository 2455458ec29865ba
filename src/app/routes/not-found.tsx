import { ButtonLink } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** ROUTE-NOT-FOUND: any unknown path, signed in or not, outside the layout. */
export default function NotFoundScreen() {
  useDocumentTitle('Page Not Found');
  return (
    <main id="main" className="mx-auto max-w-md px-4 py-24 text-center">
      <p className="text-brand-600 text-sm font-semibold">404</p>
      <h1 className="mt-2 text-2xl font-bold text-gray-900">Page not found</h1>
      <p className="mt-2 text-sm text-gray-600">
        The address you opened does not match any screen of the console.
      </p>
      <ButtonLink to="/" className="mt-6">
        Go to your home page
      </ButtonLink>
    </main>
  );
}
