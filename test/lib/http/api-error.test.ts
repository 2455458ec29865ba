import {
  NetworkError,
  ApiError,
  capMessage,
  errorMessageFromResponse,
  MAX_SHOWN_MESSAGE_LENGTH,
  invalidResponseMessage,
  isOutcomeUnknownReply,
  messageOf,
  NETWORK_ERROR_MESSAGE,
} from '@/lib/http/api-error';

describe('errorMessageFromResponse (ERR-MAPPING)', () => {
  it('shows the error message from the body', () => {
    expect(
      errorMessageFromResponse(400, '{"error":{"message":"Timeout must be at least 20ms"}}'),
    ).toBe('Timeout must be at least 20ms');
  });

  it('shows the error itself when it has no message', () => {
    expect(errorMessageFromResponse(400, '{"error":"Bidder not found"}')).toBe('Bidder not found');
    expect(errorMessageFromResponse(400, '{"error":{"code":42}}')).toBe('{"code":42}');
  });

  it('ignores an empty message and falls back to the error itself', () => {
    expect(errorMessageFromResponse(400, '{"error":{"message":"","code":7}}')).toBe(
      '{"message":"","code":7}',
    );
  });

  it('shows the raw text body otherwise', () => {
    expect(errorMessageFromResponse(502, 'Bad gateway from upstream')).toBe(
      'Bad gateway from upstream',
    );
    expect(errorMessageFromResponse(500, '{"detail":"boom"}')).toBe('{"detail":"boom"}');
    expect(errorMessageFromResponse(500, '[1,2]')).toBe('[1,2]');
    expect(errorMessageFromResponse(500, '{"error":null}')).toBe('{"error":null}');
  });

  it("summarises an HTML body (a proxy's error page) by its status, never shows it raw", () => {
    const page = '<html><head><title>502 Bad Gateway</title></head><body>nginx</body></html>';
    expect(errorMessageFromResponse(502, page)).toBe('The server answered 502 Bad Gateway');
    expect(errorMessageFromResponse(503, '<!DOCTYPE html><p>down</p>')).toBe(
      'The server answered 503 Service Unavailable',
    );
    expect(errorMessageFromResponse(504, '  <HTML>timeout</HTML>')).toBe(
      'The server answered 504 Gateway Timeout',
    );
    expect(errorMessageFromResponse(599, '<html></html>')).toBe('The server answered 599');
  });

  it('summarises an XML, stack-trace, multi-line or over-long text body by its status (ERR-TEXT-BODY)', () => {
    const xml = '<?xml version="1.0"?><Error><Code>AccessDenied</Code></Error>';
    expect(errorMessageFromResponse(403, xml)).toBe('The server answered 403 Forbidden');
    const javaTrace =
      'java.lang.NullPointerException: null\n\tat com.acme.Bids.place(Bids.java:42)\n\tat com.acme.Main.run(Main.java:7)';
    expect(errorMessageFromResponse(500, javaTrace)).toBe(
      'The server answered 500 Internal Server Error',
    );
    const nodeTrace = 'TypeError: x is undefined\n    at handler (/srv/app.js:10:5)';
    expect(errorMessageFromResponse(502, nodeTrace)).toBe('The server answered 502 Bad Gateway');
    const pythonTrace = 'Traceback (most recent call last):\n  File "app.py", line 3';
    expect(errorMessageFromResponse(500, pythonTrace)).toBe(
      'The server answered 500 Internal Server Error',
    );
    expect(errorMessageFromResponse(500, 'x'.repeat(MAX_SHOWN_MESSAGE_LENGTH + 1))).toBe(
      'The server answered 500 Internal Server Error',
    );
    expect(errorMessageFromResponse(418, 'null byte\u0000here')).toBe('The server answered 418');
    expect(errorMessageFromResponse(422, '<errors><error>name</error></errors>')).toBe(
      'The server answered 422 Unprocessable Content',
    );
    // One line a person wrote is still the spec's raw text body (ERR-MAPPING).
    expect(errorMessageFromResponse(429, '  Quota exceeded, try again in a minute  ')).toBe(
      'Quota exceeded, try again in a minute',
    );
  });

  it('caps a JSON message of any length at 300 characters with an ellipsis (ERR-MESSAGE-CAP)', () => {
    const long = 'Invalid bid floor. '.repeat(600);
    const message = errorMessageFromResponse(400, JSON.stringify({ error: { message: long } }));
    expect(message).toHaveLength(MAX_SHOWN_MESSAGE_LENGTH);
    expect(message.endsWith('…')).toBe(true);
    expect(long.startsWith(message.slice(0, -1))).toBe(true);
    const raw = JSON.stringify({ detail: 'y'.repeat(10_000) });
    expect(errorMessageFromResponse(500, raw)).toHaveLength(MAX_SHOWN_MESSAGE_LENGTH);
    expect(errorMessageFromResponse(400, JSON.stringify({ error: 'z'.repeat(10_000) }))).toBe(
      `${'z'.repeat(MAX_SHOWN_MESSAGE_LENGTH - 1)}…`,
    );
  });

  it('reports the status code when there is no body', () => {
    expect(errorMessageFromResponse(503, '')).toBe(
      'Received an invalid server response code (503) when sending data.',
    );
    expect(errorMessageFromResponse(404, '   \n')).toBe(invalidResponseMessage(404));
  });
});

describe('messageOf', () => {
  it('uses the ApiError message', () => {
    expect(messageOf(new ApiError('Nope', 400))).toBe('Nope');
  });
  it('explains a network failure: a failed request, or a screen whose code could not load', () => {
    expect(messageOf(new NetworkError())).toBe(NETWORK_ERROR_MESSAGE);
    expect(
      messageOf(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
    ).toBe(NETWORK_ERROR_MESSAGE);
    expect(messageOf(new TypeError('Importing a module script failed.'))).toBe(
      NETWORK_ERROR_MESSAGE,
    );
  });

  it('never calls a bug of our own a network error', () => {
    expect(messageOf(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(
      'Something went wrong.',
    );
    expect(messageOf(new ReferenceError('x is not defined'))).toBe('Something went wrong.');
    expect(messageOf(new RangeError('Invalid time value'))).toBe('Something went wrong.');
  });
  it('falls back for unknown values', () => {
    expect(messageOf(undefined)).toBe('Something went wrong.');
    expect(messageOf('plain')).toBe('plain');
  });
});

describe('capMessage (ERR-MESSAGE-CAP)', () => {
  it('keeps a message of up to 300 characters as it is and cuts a longer one with an ellipsis', () => {
    expect(capMessage('Saved.')).toBe('Saved.');
    expect(capMessage('a'.repeat(300))).toBe('a'.repeat(300));
    expect(capMessage('a'.repeat(301))).toBe(`${'a'.repeat(299)}…`);
  });

  it('never cuts an emoji in half', () => {
    const capped = capMessage(`${'a'.repeat(298)}😀😀😀`);
    expect(capped).toBe(`${'a'.repeat(298)}…`);
    expect(capped.length).toBeLessThanOrEqual(300);
  });

  it('caps the message of any thrown value that is shown', () => {
    expect(messageOf(new Error('e'.repeat(5000)))).toHaveLength(300);
    expect(messageOf('s'.repeat(5000))).toHaveLength(300);
    expect(messageOf(new ApiError('q'.repeat(5000), 400))).toHaveLength(300);
  });
});

describe('isOutcomeUnknownReply (MANY-OUTCOME)', () => {
  it('a 504, and a 502 or 503 without the API’s error body, leave a write’s outcome unknown', () => {
    expect(isOutcomeUnknownReply(504, '')).toBe(true);
    expect(isOutcomeUnknownReply(504, '{"error":{"message":"Slow"}}')).toBe(true);
    expect(isOutcomeUnknownReply(502, '')).toBe(true);
    expect(isOutcomeUnknownReply(503, '<html><body>Bad gateway</body></html>')).toBe(true);
    expect(isOutcomeUnknownReply(503, '{"error":"down"}')).toBe(true);
  });

  it('the API’s own 502 or 503, and any other status, are definite answers', () => {
    expect(isOutcomeUnknownReply(503, '{"error":{"message":"Try again later"}}')).toBe(false);
    expect(isOutcomeUnknownReply(502, '{"error":{"message":"Upstream refused"}}')).toBe(false);
    for (const status of [400, 409, 422, 500, 501])
      expect(isOutcomeUnknownReply(status, '')).toBe(false);
  });
});
