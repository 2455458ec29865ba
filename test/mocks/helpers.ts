// Calls against the mock API as the console would make them (test/setup.ts runs the server).
import { DEMO_PASSWORD } from '@/mocks/seed/users';

export const BASE = 'http://localhost:3000/v1';

export interface CallOptions {
  method?: string;
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
}

export async function call<T = unknown>(
  path: string,
  { method, body, token, headers = {} }: CallOptions = {},
): Promise<{ status: number; data: T }> {
  const init: RequestInit = {
    method: method ?? (body === undefined ? 'GET' : 'POST'),
    headers: {
      Accept: 'application/json',
      ...(body !== undefined && !(body instanceof FormData)
        ? { 'Content-Type': 'application/json' }
        : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
  };
  const response = await fetch(`${BASE}${path}`, init);
  const text = await response.text();
  return { status: response.status, data: (text ? JSON.parse(text) : undefined) as T };
}

/** Sign in a demo login and return its bearer token. */
export async function tokenFor(email: string): Promise<string> {
  const { status, data } = await call<{ token: string }>('/users/session', {
    body: { email, password: DEMO_PASSWORD },
  });
  if (status !== 200) throw new Error(`sign-in of ${email} failed with ${status}`);
  return data.token;
}

export const ADMIN = 'admin@demo.test';
export const DSP = 'dsp@demo.test';
export const SSP = 'ssp@demo.test';
export const MULTI = 'multi@demo.test';
export const MISCONFIGURED = 'misconfigured@demo.test';
