// DEMO-CLIENT-ABORT: the page's aborts of its requests, noted by Idempotency-Key, until the
// same key is sent again.
import { abortedByClient, watchClientAborts } from '@/mocks/client-aborts';

class FakeXhr {
  readyState = 1;
  setRequestHeader(_name: string, _value: string) {}
  send(_body?: unknown) {}
  abort() {}
}

const requestWith = (key: string) =>
  new Request('https://demo.test/v1/creatives', {
    method: 'POST',
    headers: { 'Idempotency-Key': key },
  });

describe('watchClientAborts', () => {
  const prototype = FakeXhr.prototype as unknown as XMLHttpRequest;
  watchClientAborts(prototype);
  const xhr = () => new FakeXhr() as unknown as XMLHttpRequest;

  it('notes an aborted request by its key, and forgets it when the key is sent again', () => {
    const first = xhr();
    first.setRequestHeader('Idempotency-Key', ' key-a ');
    first.send();
    expect(abortedByClient(requestWith('key-a'))).toBe(false);
    first.abort();
    expect(abortedByClient(requestWith('key-a'))).toBe(true);
    expect(abortedByClient(requestWith('key-b'))).toBe(false);

    const retry = xhr();
    retry.setRequestHeader('idempotency-key', 'key-a');
    retry.send();
    expect(abortedByClient(requestWith('key-a'))).toBe(false);
  });

  it('ignores an abort after the answer, and a request without a key', () => {
    const answered = xhr();
    answered.setRequestHeader('Idempotency-Key', 'key-done');
    answered.send();
    (answered as unknown as FakeXhr).readyState = 4;
    answered.abort();
    expect(abortedByClient(requestWith('key-done'))).toBe(false);

    const keyless = xhr();
    keyless.send();
    keyless.abort();
    expect(abortedByClient(new Request('https://demo.test/v1/creatives'))).toBe(false);
  });
});
