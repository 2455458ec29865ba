// The live-API check (issue 19): signs in to an admin API, calls every read-only operation of
// api/openapi.yaml and validates each reply against the document (scripts/openapi-contract.mjs).
//
//   npm run contract:check -- --base-url https://admin-api.example.com --email E --password P
//
// --base-url is what VITE_API_URL would be (`/v1` is appended unless it ends with it). Path
// parameters come from the list replies (the first bidder's id, ...); `--id OPERATION=ID` sets
// one (getBatchJob has no list: only a POST makes a job). Nothing that changes data is called:
// only the document's GETs, minus the two GETs that toggle a record. Prints a table (operation,
// status, valid or the first schema error, time) and exits 1 on any mismatch, 2 on bad usage.
// Each call may take up to 30 s (`--timeout SECONDS`).
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { loadContract } from './openapi-contract.mjs';

/** GETs that change data (API-TOGGLE-GET): never called. */
export const CHANGES_DATA = new Set(['toggleBidder', 'toggleCampaign', 'toggleDeal']);

/** The query an operation cannot be called without (every other query parameter is optional). */
const REQUIRED_QUERIES = {
  // Any text: the reply's shape is checked, whatever it finds.
  searchRecords: { q: 'a' },
};

/** Path parameters: from which list reply (the first item's id), or a fixed default. */
const PARAMETERS = {
  getAccount: { id: { from: 'session' } },
  getAccountUsers: { id: { from: 'session' } },
  getBidder: { id: { from: 'getBidders' } },
  getCampaign: { id: { from: 'getCampaigns' } },
  getPlacement: { id: { from: 'getPlacements' } },
  getBatchJob: { jobId: { none: 'no list names a job (only POST /placements/batch makes one)' } },
  getReport: { id: { from: 'getReports' } },
  getDeal: { id: { from: 'getDeals' } },
  getDealStats: { id: { from: 'getDeals' } },
  // The DSP home's featured report (VITE_FEATURED_INVENTORY_ID's default).
  getInventoryReport: { id: { value: 'featured' } },
};

const DEFAULT_TIMEOUT_S = 30;

/** The first id of a list reply: a bare array, or the one array of a wrapped list. */
function firstId(data) {
  const list = Array.isArray(data)
    ? data
    : Object.values(data ?? {}).find((value) => Array.isArray(value));
  const id = list?.[0]?.id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
}

function apiBase(baseUrl) {
  const trimmed = baseUrl.replace(/\/+$/, '');
  return /\/v1$/.test(trimmed) ? trimmed : `${trimmed}/v1`;
}

/**
 * Sign in, call every read-only operation, validate each reply. Resolves to
 * `{ ok, rows }`; a row is `{ operation, method, path, status, ms, result, ok }` (`status`
 * null: not called, `result` says why). `fetch` and `contract` can be given (tests).
 */
export async function checkApi({
  baseUrl,
  email,
  password,
  ids = {},
  timeoutS = DEFAULT_TIMEOUT_S,
  fetch = globalThis.fetch,
  contract = loadContract(),
}) {
  const base = apiBase(baseUrl);
  const rows = [];
  const replies = new Map();
  let token = null;
  let session = null;

  async function call(operation, url, init) {
    const started = performance.now();
    let response;
    let text;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutS * 1000) });
      text = await response.text();
    } catch (error) {
      const ms = performance.now() - started;
      const cause = error?.cause?.code ?? error?.cause?.message;
      const result = `${error}${cause ? ` (${cause})` : ''}`;
      rows.push({ ...named(operation), status: null, ms, ok: false, result });
      return null;
    }
    const ms = performance.now() - started;
    const { status } = response;
    const success = Object.keys(operation.responses).find((key) => /^2\d\d$/.test(key));
    const { documented, errors } = contract.checkReply(
      operation.id,
      status,
      response.headers.get('content-type'),
      text,
    );
    let result = errors.length ? errors[0] : 'valid';
    if (errors.length > 1) result += ` (+${errors.length - 1} more)`;
    // A 403 is this login's role, not the API's fault: valid if it has the documented body.
    const refused = status === 403 && documented && !errors.length;
    const ok = errors.length === 0 && (status === Number(success) || refused);
    if (ok && refused) result = 'valid 403 (not allowed for this login: use an Admin)';
    else if (!errors.length && !ok)
      result = `expected ${success}, got ${status}: ${text.slice(0, 120)}`;
    rows.push({ ...named(operation), status, ms, ok, result, refused: ok && refused });
    // A success's data fills later calls' ids even when it has a schema error.
    if (status < 200 || status > 299) return null;
    try {
      return JSON.parse(text);
    } catch {
      return null;
    }
  }

  /** A path parameter's value: `--id`, a fixed one, or the first id of a list reply. */
  function parameter(operationId, name) {
    const source = PARAMETERS[operationId]?.[name] ?? {};
    let value = ids[operationId] ?? source.value ?? null;
    if (!value && source.from === 'session') value = session?.user?.account_id ?? null;
    else if (!value && source.from) value = firstId(replies.get(source.from));
    const why = source.none ?? `no ${name} (${source.from ?? 'no source'} gave none)`;
    return { value, why };
  }

  const headers = () => ({
    Accept: 'application/json',
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  });

  const signIn = contract.operation('signIn');
  session = await call(signIn, `${base}${signIn.path}`, {
    method: 'POST',
    headers: { ...headers(), 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  token = session?.token ?? null;

  for (const operation of contract.operations) {
    if (operation.method !== 'GET' || CHANGES_DATA.has(operation.id)) continue;
    if (!token) {
      rows.push({
        ...named(operation),
        status: null,
        ms: null,
        ok: true,
        result: 'skipped: not signed in',
      });
      continue;
    }
    const params = {};
    let missing = null;
    for (const name of operation.names) {
      const found = parameter(operation.id, name);
      if (found.value) params[name] = found.value;
      else missing = `${found.why}; pass --id ${operation.id}=ID`;
    }
    if (missing) {
      rows.push({
        ...named(operation),
        status: null,
        ms: null,
        ok: true,
        result: `skipped: ${missing}`,
      });
      continue;
    }
    const path = operation.path.replace(/\{([^}]+)\}/g, (_, name) =>
      encodeURIComponent(params[name]),
    );
    const query = REQUIRED_QUERIES[operation.id];
    const url = `${base}${path}${query ? `?${new URLSearchParams(query)}` : ''}`;
    replies.set(operation.id, await call(operation, url, { headers: headers() }));
  }
  return { ok: rows.every((row) => row.ok), rows };
}

function named(operation) {
  return { operation: operation.id, method: operation.method, path: operation.path };
}

/** The rows as a text table (operation, call, status, result, time) and a summary line. */
export function formatTable(rows) {
  const head = ['operation', 'call', 'status', 'result', 'time'];
  const cells = rows.map((row) => [
    row.operation,
    `${row.method} ${row.path}`,
    row.status === null ? '-' : String(row.status),
    row.ok ? row.result : `FAIL ${row.result}`,
    row.ms === null ? '-' : `${Math.round(row.ms)} ms`,
  ]);
  const widths = head.map((title, column) =>
    Math.max(title.length, ...cells.map((cell) => cell[column].length)),
  );
  const line = (cell) =>
    cell
      .map((text, column) => text.padEnd(widths[column]))
      .join('  ')
      .trimEnd();
  const count = (test) => rows.filter(test).length;
  const mismatched = count((row) => !row.ok);
  const refused = count((row) => row.refused);
  const skipped = count((row) => row.ok && row.status === null);
  const valid = rows.length - mismatched - refused - skipped;
  return [
    line(head),
    ...cells.map(line),
    '',
    `${rows.length} operations: ${valid} valid, ${mismatched} mismatched, ${refused} refused (403), ${skipped} skipped`,
  ].join('\n');
}

const USAGE =
  'usage: npm run contract:check -- --base-url URL --email E --password P [--id OPERATION=ID ...] [--timeout SECONDS]';

async function main(argv) {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        'base-url': { type: 'string' },
        email: { type: 'string' },
        password: { type: 'string' },
        id: { type: 'string', multiple: true },
        timeout: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    console.error(`${error.message}\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const { 'base-url': baseUrl, email, password } = values;
  const ids = Object.fromEntries((values.id ?? []).map((pair) => pair.split(/=(.*)/s, 2)));
  const timeoutS = Number(values.timeout ?? DEFAULT_TIMEOUT_S);
  if (!baseUrl || !email || !password || !(timeoutS > 0)) {
    console.error(USAGE);
    return 2;
  }
  const contract = loadContract();
  for (const [operationId, id] of Object.entries(ids)) {
    const known = contract.operations.find((operation) => operation.id === operationId);
    if (!id || known?.method !== 'GET' || CHANGES_DATA.has(operationId) || !known.names.length) {
      console.error(
        `--id ${operationId}=${id ?? ''}: not a read-only operation with an id\n${USAGE}`,
      );
      return 2;
    }
  }
  const { ok, rows } = await checkApi({ baseUrl, email, password, ids, timeoutS, contract });
  console.log(formatTable(rows));
  return ok ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
