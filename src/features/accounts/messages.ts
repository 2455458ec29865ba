// Accounts screen messages (decisions section 6; the load failure is spec section 8).
export { ACCOUNTS_LOAD_FAILED as ACCOUNTS_LOAD_ERROR } from '@/config/messages';

export const ACCOUNT_CREATED = 'Account created';
export const ACCOUNT_UPDATED = 'Account updated';
export const ACCOUNT_LOAD_ERROR = 'Failed to load the account.';
export const ACCOUNT_NOT_FOUND = 'Account not found';
export const ACCOUNT_USERS_LOAD_ERROR = 'Failed to load the users of this account.';
export const NO_ACCOUNTS = 'No accounts yet.';
export const NO_ACCOUNT_USERS = 'This account has no users yet.';
