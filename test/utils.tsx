// Render the real route table at a path, as the console would, against the MSW mock API.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, parsePath, RouterProvider } from 'react-router-dom';
import { expect, onTestFinished, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { IMPORT_LOADING } from '@/features/placements/import-results-messages';
import { apiUrl } from '@/lib/http/api-client';
import { sessionStore } from '@/lib/session/session';
import { server } from '@/mocks/server';
import type { Session } from '@/types/api';

/** A table's body rows, each as its cells' texts (the header row left out). */
export function bodyRows(tableEl: HTMLElement): string[][] {
  return within(tableEl)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent ?? ''),
    );
}

export const DEMO_PASSWORD = 'demo1234';
export const DEMO_LOGINS = {
  admin: 'admin@demo.test',
  dsp: 'dsp@demo.test',
  ssp: 'ssp@demo.test',
  multi: 'multi@demo.test',
  misconfigured: 'misconfigured@demo.test',
} as const;

/** A real session of the mock API for `email` (POST /users/session), not stored. */
export async function fetchSession(email: string): Promise<Session> {
  const response = await fetch(apiUrl('/users/session'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`Demo sign-in failed: ${response.status}`);
  return (await response.json()) as Session;
}

/** Sign in through the mock API (POST /users/session) and store the session. */
export async function signInAs(who: keyof typeof DEMO_LOGINS, remember = false): Promise<Session> {
  const session = await fetchSession(DEMO_LOGINS[who]);
  sessionStore.save(session, remember);
  return session;
}

/** A form control by its accessible name. */
export function formControl(name: string | RegExp) {
  return screen.getByLabelText(name, { selector: 'input, textarea, select' });
}

/** A field's label, with or without the required star (which is aria-hidden). */
export const fieldLabel = (text: string) => new RegExp(`^${text.replace(/[$()]/g, '\\$&')}\\*?$`);

/** The console at `path`; `state`: the navigation's state (a restore request, as a link sets). */
export function renderRoute(path: string, state?: unknown) {
  const router = createMemoryRouter(routes, {
    initialEntries: [state === undefined ? path : { ...parsePath(path), state }],
  });
  // Its loaders and navigations end with the test: none runs on into the next test of the
  // worker (files share one module graph and one mock database).
  onTestFinished(() => router.dispose());
  // No timer between one key (or click) and the next: each event's updates are flushed (act)
  // before the next anyway, and a timer per keystroke was seconds of waiting over the suite.
  const user = userEvent.setup({ delay: null });
  const view = render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, user };
}

/** The toast with this text (toasts render into a live region outside the main landmark). */
export async function findToast(text: string | RegExp) {
  return screen.findByText(text, {}, { timeout: 4000 });
}

export interface CapturedRequest {
  method: string;
  /** the path after /v1, e.g. `/bidders/b1/update` */
  path: string;
  body: unknown;
}

/** Every /v1 request the screen sends while the test runs (JSON bodies parsed). */
export function captureRequests() {
  const requests: CapturedRequest[] = [];
  const pending: Promise<void>[] = [];
  const listener = ({ request }: { request: Request }) => {
    const path = new URL(request.url).pathname.replace(/^.*\/v1/, '');
    const json = request.headers.get('content-type')?.includes('application/json');
    pending.push(
      (json ? request.clone().json() : Promise.resolve(undefined)).then(
        (body: unknown) => void requests.push({ method: request.method, path, body }),
      ),
    );
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return {
    requests,
    settled: () => Promise.all(pending),
    /** The parsed bodies of `method path` requests, once every request so far is read. */
    async bodiesOf(path: string, method = 'POST') {
      await Promise.all(pending);
      return requests.filter((r) => r.method === method && r.path === path).map((r) => r.body);
    },
  };
}

/** signInAs() and logout reload through window.location.assign, which the test DOMs leave undone: record it. */
export function stubLocationAssign() {
  const assign = vi.fn();
  stubLocation({ assign });
  return assign;
}

/**
 * Put a plain copy of `window.location` with `methods` in its place for this test. Location's
 * fields are getters on its prototype (happy-dom): spread, the copy would have none of them.
 */
export function stubLocation(methods: Partial<Pick<Location, 'assign' | 'reload' | 'replace'>>) {
  const { href, origin, protocol, host, hostname, port, pathname, search, hash } = window.location;
  const fields = { href, origin, protocol, host, hostname, port, pathname, search, hash };
  vi.stubGlobal('location', {
    ...fields,
    assign: vi.fn(),
    reload: vi.fn(),
    replace: vi.fn(),
    ...methods,
  });
  onTestFinished(() => void vi.unstubAllGlobals());
}

/** A file the page saved (src/lib/http/download.ts: a Blob behind an object URL, clicked as a link). */
export interface SavedFile {
  name: string;
  blob: Blob;
}

/** Record the files the page saves instead of handing them to the test DOM (restored after the test). */
export function captureDownloads(): SavedFile[] {
  const saved: SavedFile[] = [];
  let blob: Blob | null = null;
  const spies = [
    vi.spyOn(URL, 'createObjectURL').mockImplementation((value) => {
      blob = value as Blob;
      return 'blob:download';
    }),
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined),
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      if (blob) saved.push({ name: this.download, blob });
    }),
  ];
  onTestFinished(() => spies.forEach((spy) => spy.mockRestore()));
  return saved;
}

type MainQueries = ReturnType<typeof within>;

/**
 * Queries inside the page's main landmark (the screen itself, not the toasts). Right after
 * renderRoute the router's first loaders are still running and nothing is rendered: then the
 * find* queries wait for the landmark first (the get* and query* ones look at once, as always).
 */
export function inMain(): MainQueries {
  const main = screen.queryByRole('main');
  if (main) return within(main);
  return new Proxy({} as MainQueries, {
    get: (_, name: string) => {
      const query = (queries: MainQueries) =>
        (queries as unknown as Record<string, (...args: unknown[]) => unknown>)[name];
      return name.startsWith('find')
        ? async (...args: unknown[]) => query(within(await screen.findByRole('main')))?.(...args)
        : (...args: unknown[]) => query(within(screen.getByRole('main')))?.(...args);
    },
  });
}

/** The error toasts on screen: alerts outside the main landmark. */
export function errorToasts(): HTMLElement[] {
  return screen.queryAllByRole('alert').filter((alert) => !alert.closest('main'));
}

/** The one error policy: a failure is toasted once, with exactly this message. */
export async function expectErrorToastOnce(message: string) {
  await waitFor(() =>
    expect(errorToasts().filter((toast) => within(toast).queryByText(message))).toHaveLength(1),
  );
}

/**
 * Let a screen that polls every `intervalMs` poll without waiting out the interval: from here on
 * the test's timers are fake but keep following the real clock (user-event and waitFor go on as
 * before), and each `nextPoll()` moves the clock on by one interval at once. Real timers are
 * back after the test.
 */
export function fastPolling(intervalMs: number) {
  vi.useFakeTimers({
    shouldAdvanceTime: true,
    // The fake clock follows the real one every millisecond, not every 20 ms: the user's clicks
    // and keys made meanwhile each wait on a zero timeout (user-event's), 20 ms apiece before.
    advanceTimeDelta: 1,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
  });
  onTestFinished(() => void vi.useRealTimers());
  const nextPoll = async () => {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(intervalMs);
    });
  };
  return { nextPoll };
}

/**
 * Poll (see fastPolling) the import job until the text shows, at most `maxPolls` times. Each
 * poll waits for the import's loading state to go first: the results panel's code loads in real
 * time (about 0.2 s the first time in a worker), and ten polls made before it was there ticked
 * nothing, leaving the real 1 s interval to finish the job (4 s a test).
 */
export async function pollUntilText(
  nextPoll: () => Promise<void>,
  text: string,
  maxPolls = 10,
): Promise<HTMLElement> {
  for (let polls = 0; polls < maxPolls && !screen.queryByText(text); polls += 1) {
    await waitFor(() => expect(screen.queryByText(IMPORT_LOADING)).not.toBeInTheDocument());
    await nextPoll();
  }
  return screen.findByText(text);
}

/** A promise the test settles when it wants, e.g. to hold a request and see the busy state. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
