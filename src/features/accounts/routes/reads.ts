// What the accounts screens read first (ROUTE-LOADERS), as the very query options they use.
import {
  accountQueryOptions,
  accountsQueryOptions,
  accountUsersQueryOptions,
} from '@/api/accounts';
import type { ScreenReads } from '@/config/screen-routes';

export const accounts: ScreenReads = ({ read }) => read(accountsQueryOptions());

export const accountEdit: ScreenReads = ({ read, params }) =>
  read(accountQueryOptions(params.id ?? ''));

export const accountDetail: ScreenReads = ({ read, params }) => {
  const id = params.id ?? '';
  return Promise.all([read(accountQueryOptions(id)), read(accountUsersQueryOptions(id))]);
};
