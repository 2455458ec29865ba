import type { ReactNode } from 'react';
import { BrandMark, Footer } from '@/components/layouts/brand';

/** The layout of the access screens: a centred card under the brand. */
export function AuthLayout({
  title,
  children,
  aside,
}: {
  title: string;
  children: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <div className="flex min-h-screen flex-col justify-center px-4 py-12 sm:px-6 lg:px-8">
      <main id="main" className="sm:mx-auto sm:w-full sm:max-w-md">
        <div className="flex justify-center text-gray-900">
          <BrandMark className="text-2xl" />
        </div>
        <h1 className="mt-6 text-center text-2xl font-bold tracking-tight text-gray-900">
          {title}
        </h1>
        <div className="mt-8 bg-white px-4 py-8 shadow-sm ring-1 ring-gray-200 sm:rounded-lg sm:px-10">
          {children}
        </div>
        {aside}
      </main>
      <Footer className="mt-10 text-center" />
    </div>
  );
}
