import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import {
  DEFAULT_INVITE_ROLE,
  INVITE_ROLES,
  inviteDefaults,
  inviteSchema,
} from '@/features/settings/invite-schema';

function messagesOf(values: object): Record<string, string> {
  try {
    inviteSchema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((e) => [e.path ?? '', e.message]));
  }
}

// Requirements checked here: SET-INVITE-ROLE, SET-INVITE-EMAIL.
describe('invite schema', () => {
  it('requires the email', () => {
    expect(messagesOf({ email: '', role: 'DSP' })).toEqual({ email: 'Email is required' });
    expect(messagesOf({ email: '   ', role: 'DSP' })).toEqual({ email: 'Email is required' });
  });

  it.each(['new', 'new@', 'new@demo', '@demo.test', 'new user@demo.test'])(
    'rejects the malformed email %j',
    (email) => {
      expect(messagesOf({ email, role: 'DSP' })).toEqual({
        email: 'Enter a valid email address',
      });
    },
  );

  it('accepts a well-formed email and trims it', () => {
    expect(messagesOf({ email: 'new.buyer@demo.test', role: 'SSP' })).toEqual({});
    expect(inviteSchema.validateSync({ email: ' a@b.co ', role: 'DSP' }).email).toBe('a@b.co');
  });

  it('assigns only SSP or DSP, defaulting to DSP', () => {
    expect(INVITE_ROLES).toEqual(['SSP', 'DSP']);
    expect(DEFAULT_INVITE_ROLE).toBe('DSP');
    expect(inviteDefaults).toEqual({ email: '', role: 'DSP' });
    expect(inviteSchema.validateSync({ email: 'a@b.co' }).role).toBe('DSP');
    expect(messagesOf({ email: 'a@b.co', role: 'Admin' })).toEqual({ role: 'Choose SSP or DSP' });
  });
});
