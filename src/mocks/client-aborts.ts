// DEMO-CLIENT-ABORT: a request the page cancels before the server has taken it is not done.
// A real server sees the connection close and never reads the rest of the upload; the demo's
// server runs behind a Service Worker, which never learns that the page aborted its request
// (w3c/ServiceWorker#1544), so a cancelled creative upload was stored all the same. The demo's
// handlers run in the page that sent the request, so the page's own aborts are noted here, by
// the request's Idempotency-Key (an upload always has one), and a write whose request was
// aborted before its handler ran answers nothing and changes nothing (src/mocks/resource.ts).
const IDEMPOTENCY_HEADER = 'idempotency-key';
/** XMLHttpRequest.DONE: the request has its answer (or failed), and an abort changes nothing. */
const DONE = 4;

/** The keys of requests the page aborted, until the same key is sent again (a Retry). */
const aborted = new Set<string>();
const keyOf = new WeakMap<XMLHttpRequest, string>();

/** Notes the aborts of this page's XMLHttpRequests (the uploads). Demo mode only. */
export function watchClientAborts(prototype: XMLHttpRequest = XMLHttpRequest.prototype): void {
  const { setRequestHeader, send, abort } = prototype;
  prototype.setRequestHeader = function noteKey(this: XMLHttpRequest, name, value) {
    if (name.toLowerCase() === IDEMPOTENCY_HEADER) keyOf.set(this, value.trim());
    setRequestHeader.call(this, name, value);
  };
  prototype.send = function sendAgain(this: XMLHttpRequest, body) {
    // The same key sent again is the same save, asked for once more: it is no longer cancelled.
    const key = keyOf.get(this);
    if (key !== undefined) aborted.delete(key);
    send.call(this, body);
  };
  prototype.abort = function noteAbort(this: XMLHttpRequest) {
    const key = keyOf.get(this);
    if (key !== undefined && this.readyState !== DONE) aborted.add(key);
    abort.call(this);
  };
}

/** Whether the page cancelled this request before the server took it. */
export function abortedByClient(request: Request): boolean {
  const key = request.headers.get(IDEMPOTENCY_HEADER)?.trim();
  return key !== undefined && aborted.has(key);
}
