// The console's request bodies follow the /v1 contract (issue 19): test/setup.ts hands the mock
// server to checkRequestBodies(), which validates the body of every documented /v1 call a test
// file sends through the mock against api/openapi.yaml's request schema. A body that does not
// match fails the test that sent it (in its afterEach; one sent after that, the file's last
// hook). Left out are the files whose bodies are not the console's: those that call the mock
// API directly (test/mocks/, test/contract/) and send broken bodies on purpose to test its 400s,
// and the fetch client's own unit test (made-up bodies to stand-in handlers).
import type { SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { contract } from './contract';

const NOT_THE_CONSOLES =
  /[\\/]test[\\/](mocks[\\/]|contract[\\/]|lib[\\/]http[\\/]api-client\.test\.tsx$)/;

/** A multipart form as the request schema sees it: each field's text, a file as its name. */
async function formFields(request: Request): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  for (const [name, value] of await request.formData()) {
    fields[name] = typeof value === 'string' ? value : value.name;
  }
  return fields;
}

/**
 * What is wrong with a request's body, by api/openapi.yaml (empty: nothing, or not a documented
 * /v1 call). Reads the body: pass a clone of a request that is still to be sent.
 */
export async function requestBodyProblems(request: Request): Promise<string[]> {
  const url = new URL(request.url);
  const at = url.pathname.indexOf('/v1/');
  if (at < 0 || request.method === 'GET' || request.method === 'HEAD') return [];
  const found = contract().match(request.method, url.pathname.slice(at + 3));
  if (!found) return [];
  const type = request.headers.get('content-type');
  let body: unknown;
  try {
    if (type?.startsWith('multipart/form-data')) body = await formFields(request);
    else {
      const text = await request.text();
      body = text === '' ? undefined : JSON.parse(text);
    }
  } catch (error) {
    body = `(unreadable: ${String(error)})`;
  }
  const errors = contract().checkRequest(found.operation.id, type, body);
  const call = `${found.operation.id} (${request.method} ${found.operation.path})`;
  return errors.map((error) => `${call}: ${error}`);
}

/** Validate every request body the test file's code sends through `server` (see above). */
export function checkRequestBodies(server: SetupServer): void {
  const pending: Promise<void>[] = [];
  const problems: string[] = [];

  const listener = ({ request }: { request: Request }) => {
    const { testPath = '', currentTestName = '' } = expect.getState();
    if (NOT_THE_CONSOLES.test(testPath)) return;
    if (request.method === 'GET' || request.method === 'HEAD') return;
    // Cloned now, before the mock reads the body.
    const sent = requestBodyProblems(request.clone()).then(
      (found) =>
        void problems.push(...found.map((line) => `${line}\n    sent by: ${currentTestName}`)),
    );
    pending.push(sent);
  };

  async function report() {
    await Promise.all(pending.splice(0));
    const found = problems.splice(0);
    if (found.length > 0) {
      throw new Error(
        `A request body does not match api/openapi.yaml's request schema:\n  ${found.join('\n  ')}\n` +
          '(A test that sends a made-up body on purpose belongs with the direct calls of test/mocks/.)',
      );
    }
  }

  beforeAll(() => void server.events.on('request:start', listener));
  afterEach(report);
  afterAll(async () => {
    server.events.removeListener('request:start', listener);
    await report();
  });
}
