// Accounts screen messages (ACC-DETAIL, ACC-CREATE, ACC-UPDATE, ACC-NOT-FOUND, ACC-LEAVE; the
// load failure is ACC-LOAD-ERROR).
export { ACCOUNTS_LOAD_FAILED as ACCOUNTS_LOAD_ERROR } from '@/config/messages';

export const ACCOUNT_CREATED = 'Account created';
export const ACCOUNT_UPDATED = 'Account updated';
export const ACCOUNT_LOAD_ERROR = 'Failed to load the account.';
export const ACCOUNT_NOT_FOUND = 'Account not found';
export const ACCOUNT_USERS_LOAD_ERROR = 'Failed to load the users of this account.';
export const NO_ACCOUNTS = 'No accounts yet.';
export const NO_ACCOUNT_USERS = 'This account has no users yet.';
/** The leave guard's question on the account forms. */
export const ACCOUNT_CREATE_UNSAVED =
  'This account has not been created. If you leave, what you typed is discarded.';
export const ACCOUNT_EDIT_UNSAVED =
  'Your changes to this account have not been saved. If you leave, they are discarded.';
