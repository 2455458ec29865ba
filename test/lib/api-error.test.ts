import {
  NetworkError,
  ApiError,
  errorMessageFromResponse,
  invalidResponseMessage,
  messageOf,
  NETWORK_ERROR_MESSAGE,
} from '@/lib/api-error';

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
