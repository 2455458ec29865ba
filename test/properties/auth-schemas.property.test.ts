import fc from 'fast-check';
import { MESSAGES, newPasswordSchema, signInSchema } from '@/rules/auth-schemas';

const allowed = new Set<string>(Object.values(MESSAGES));

function outcome(
  schema: typeof signInSchema | typeof newPasswordSchema,
  value: unknown,
): 'valid' | string[] {
  try {
    schema.validateSync(value, { abortEarly: false });
    return 'valid';
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
}

describe('access-screen schemas, for any input', () => {
  it('sign-in either accepts or answers only with its own messages', () => {
    fc.assert(
      fc.property(
        fc.record({
          email: fc.oneof(fc.string(), fc.emailAddress()),
          password: fc.string(),
          remember: fc.boolean(),
        }),
        (value) => {
          const result = outcome(signInSchema, value);
          if (result !== 'valid') for (const message of result) expect(allowed).toContain(message);
        },
      ),
    );
  });

  it('accepts every well-formed e-mail address with a password', () => {
    fc.assert(
      fc.property(
        fc.emailAddress().filter((e) => /\.[^.@]+$/.test(e)),
        fc.string({ minLength: 1 }),
        (email, password) => {
          expect(outcome(signInSchema, { email, password, remember: false })).toBe('valid');
        },
      ),
    );
  });

  it('new passwords are valid exactly from 8 characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (password) => {
        const result = outcome(newPasswordSchema, { password });
        if (password.length >= 8) expect(result).toBe('valid');
        else expect(result).not.toBe('valid');
      }),
    );
  });
});
