// Every request the end-to-end tests made against the demo server (their log: E2E_WIRE_LOG_DIR,
// test/e2e/wire-log.ts), sent again to Prism, whose validator checks each path, query, header
// and body against api/openapi.yaml: the demo server is ours, so its acceptance proves less.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { WireRecord } from '../e2e/wire-log';
import { PRISM_PROXY, refusalOfReply, type Refusal } from './prism';

function readLog(dir: string): WireRecord[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.jsonl'))
    .flatMap((name) => readFileSync(path.join(dir, name), 'utf8').split('\n'))
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as WireRecord);
}

test('every request of the end-to-end tests keeps the contract, by Prism’s validator', async ({
  request,
}) => {
  const records = readLog(process.env.E2E_WIRE_LOG_DIR ?? '');
  // The same request made by several tests is checked once.
  const unique = new Map<string, WireRecord>();
  for (const record of records) {
    unique.set(`${record.method} ${record.path} ${record.body ?? ''}`, record);
  }
  // Chromium does not hand Playwright the bytes of a file in a multipart body: such an upload is
  // counted, not sent (the contract suite checks the upload's fields, test/contract/).
  const isUploadWithoutBytes = (record: WireRecord) =>
    record.body === null && /^multipart\//.test(record.headers['content-type'] ?? '');
  const uploads = [...unique.values()].filter(isUploadWithoutBytes);
  const refused: Refusal[] = [];
  const pending = [...unique.values()].filter((record) => !isUploadWithoutBytes(record));
  let resent = 0;
  const fetchOnce = (record: WireRecord) =>
    request.fetch(`${PRISM_PROXY}${record.path}`, {
      method: record.method,
      headers: record.headers,
      data: record.body === null ? undefined : Buffer.from(record.body, 'base64'),
      maxRedirects: 0,
    });
  // A connection reset before any reply (seen once, CI run G, 2026-11-30) says nothing of the
  // contract: the same request is sent once more, and counted. A reply is never sent again.
  const fetchReply = (record: WireRecord) =>
    fetchOnce(record).catch((error: unknown) => {
      if (!/ECONNRESET|socket hang up/.test(String(error))) throw error;
      resent += 1;
      return fetchOnce(record);
    });
  const send = async () => {
    for (let record = pending.pop(); record; record = pending.pop()) {
      const reply = await fetchReply(record);
      const refusal = refusalOfReply(`${record.method} ${record.path} (${record.test})`, reply);
      if (refusal) refused.push(refusal);
    }
  };
  await Promise.all(Array.from({ length: 8 }, send));
  const sent = unique.size - uploads.length;
  const writes = [...unique.values()].filter((record) => record.method !== 'GET').length;
  console.log(
    `Prism: ${records.length} requests of the end-to-end tests, ${unique.size} different ` +
      `(${writes} writes); ${sent} validated, ${refused.length} refused; ` +
      `${uploads.length} file uploads not sent (no bytes recorded); ${resent} sent again after ` +
      'a connection reset',
  );
  expect(refused, 'requests Prism refused').toEqual([]);
  // The log is whole: the end-to-end tests make 44 different writes (2026-11-27).
  expect(writes).toBeGreaterThan(30);
});
