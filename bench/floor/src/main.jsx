// The floor: the smallest app built on the console's fixed stack (React, react-router's data
// router, TanStack Query with one query, react-hook-form + yup, react-hot-toast, Tailwind),
// with one /sign-in route. `npm run bench` divides the console's figures by this app's.
import { yupResolver } from '@hookform/resolvers/yup';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { useForm } from 'react-hook-form';
import toast, { Toaster } from 'react-hot-toast';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';
import { boolean, object, string } from 'yup';
import './index.css';

// Set by bench/run.js at build time: the bench's mock API origin.
const API_URL = import.meta.env.VITE_API_URL ?? '';

const schema = object({
  email: string().trim().required('Email is required').email('Enter a valid email address'),
  password: string().required('Password is required'),
  remember: boolean(),
});

function SignIn() {
  const status = useQuery({
    queryKey: ['status'],
    queryFn: () => fetch('/status.json').then((response) => response.json()),
  });
  const { register, handleSubmit, formState } = useForm({
    resolver: yupResolver(schema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '', remember: false },
  });
  const onSubmit = handleSubmit(async ({ email, password }) => {
    const response = await fetch(`${API_URL}/v1/users/session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    }).catch(() => null);
    if (response?.ok) toast.success('Signed in');
    else toast.error('Invalid email or password.');
  });
  const { errors, isSubmitting } = formState;

  return (
    <div className="flex min-h-screen flex-col justify-center px-4 py-12">
      <main className="mx-auto w-full max-w-md">
        <h1 className="text-center text-2xl font-bold text-gray-900">Sign in to your account</h1>
        <form noValidate onSubmit={onSubmit} className="mt-8 space-y-6 rounded-lg bg-white p-8">
          <label className="block text-sm font-medium">
            Email address
            <input
              type="email"
              className="mt-1 block w-full rounded border px-3 py-2"
              {...register('email')}
            />
            {errors.email && <span className="text-sm text-red-600">{errors.email.message}</span>}
          </label>
          <label className="block text-sm font-medium">
            Password
            <input
              type="password"
              className="mt-1 block w-full rounded border px-3 py-2"
              {...register('password')}
            />
            {errors.password && (
              <span className="text-sm text-red-600">{errors.password.message}</span>
            )}
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" {...register('remember')} />
            Remember me
          </label>
          <button
            type="submit"
            disabled={isSubmitting}
            className="w-full rounded bg-indigo-600 px-3 py-2 font-semibold text-white"
          >
            Sign in
          </button>
        </form>
        <p className="mt-6 text-center text-xs text-gray-500">
          Service: {status.data?.status ?? '…'}
        </p>
      </main>
      <Toaster position="top-right" />
    </div>
  );
}

const router = createBrowserRouter([
  { path: '/sign-in', element: <SignIn /> },
  { path: '*', element: <Navigate to="/sign-in" replace /> },
]);
const queryClient = new QueryClient();

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
