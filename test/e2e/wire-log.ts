// Every /v1 request the end-to-end tests make, written down when E2E_WIRE_LOG_DIR is set: the
// Prism check (test/prism/e2e-requests.spec.ts) sends each again to an API generated from
// api/openapi.yaml, whose validator (not written here) checks its path, query, headers and body.
// One JSON line per request, one file per worker (workers write side by side). A bidder's key in
// a body is written as `redacted` (BID-SECRET-WRITE-ONLY): the log never holds a secret.
import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Request } from '@playwright/test';

/** What the Prism check needs of a request to send it again. */
export interface WireRecord {
  test: string;
  method: string;
  /** `/v1/...` with its query. */
  path: string;
  headers: Record<string, string>;
  /** The body, base64 (multipart uploads included), or null. */
  body: string | null;
}

/** The headers the contract speaks of; the rest (the browser's own) say nothing about it. */
const CONTRACT_HEADERS = [
  'authorization',
  'content-type',
  'accept',
  'idempotency-key',
  'if-match',
  'x-debug-session-id',
];

export const WIRE_LOG_DIR = process.env.E2E_WIRE_LOG_DIR;

/** BID-SECRET-WRITE-ONLY: the write-only keys a body may carry, never written to the log. */
const SECRET_FIELDS = new Set(['ownerKey', 'apiKey']);
const REDACTED = 'redacted';

/** A JSON body with each secret's value replaced (still a valid string for the contract). */
function redacted(body: Buffer, contentType: string | undefined): Buffer {
  if (!contentType?.includes('json')) return body;
  try {
    const text = JSON.stringify(JSON.parse(body.toString('utf8')), (key, value: unknown) =>
      SECRET_FIELDS.has(key) && typeof value === 'string' ? REDACTED : value,
    );
    return Buffer.from(text, 'utf8');
  } catch {
    return body;
  }
}

export class WireLog {
  private readonly records: WireRecord[] = [];

  constructor(private readonly test: string) {}

  /** Records `context`'s requests until the function returned is called. */
  watch(context: BrowserContext): () => void {
    const onRequest = (request: Request) => this.record(request);
    context.on('request', onRequest);
    return () => context.off('request', onRequest);
  }

  private record(request: Request): void {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/v1/')) return;
    const all = request.headers();
    const headers = Object.fromEntries(
      CONTRACT_HEADERS.filter((name) => all[name] !== undefined).map((name) => [name, all[name]!]),
    );
    const raw = request.postDataBuffer();
    const body = raw ? redacted(raw, headers['content-type']) : null;
    this.records.push({
      test: this.test,
      method: request.method(),
      path: `${url.pathname}${url.search}`,
      headers,
      body: body ? body.toString('base64') : null,
    });
  }

  /** Appends this test's requests to its worker's file. */
  write(dir: string, worker: number): void {
    if (this.records.length === 0) return;
    mkdirSync(dir, { recursive: true });
    const lines = this.records.map((record) => `${JSON.stringify(record)}\n`).join('');
    appendFileSync(path.join(dir, `wire-${worker}.jsonl`), lines);
  }
}
