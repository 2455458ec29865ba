import fc from 'fast-check';
import { errorMessageFromResponse, invalidResponseMessage } from '@/lib/http/api-error';

const status = fc.integer({ min: 100, max: 599 });
const jsonish = fc.oneof(
  fc.string(),
  fc.json(),
  fc
    .record({ error: fc.oneof(fc.string(), fc.record({ message: fc.string() }), fc.anything()) })
    .map((value) => JSON.stringify(value)),
);

describe('error mapping, for any reply', () => {
  it('never throws and always yields a non-empty message', () => {
    fc.assert(
      fc.property(status, jsonish, (code, body) => {
        const message = errorMessageFromResponse(code, body);
        expect(typeof message).toBe('string');
        expect(message.trim()).not.toBe('');
      }),
    );
  });

  it('uses error.message whenever it is a non-blank string', () => {
    fc.assert(
      fc.property(
        status,
        fc.string().filter((s) => s.trim() !== ''),
        (code, message) => {
          expect(errorMessageFromResponse(code, JSON.stringify({ error: { message } }))).toBe(
            message,
          );
        },
      ),
    );
  });

  it('gives the status message for every blank body', () => {
    fc.assert(
      fc.property(status, fc.stringMatching(/^\s*$/), (code, body) => {
        expect(errorMessageFromResponse(code, body)).toBe(invalidResponseMessage(code));
      }),
    );
  });
});
