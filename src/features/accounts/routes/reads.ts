// What the accounts screens read first (ROUTE-LOADERS), as the very query options they use.
import {
  accountQueryOptions,
  accountsQueryOptions,
  accountUsersQueryOptions,
} from '@/api/accounts';
import { recordHistoryQueryOptions } from '@/api/history';
import type { ScreenReadContext, ScreenReads } from '@/config/screen-routes';

export const accounts: ScreenReads = ({ read }) => read(accountsQueryOptions());

/** The account, then its History (HIST-PANEL) once it is found. */
const accountAndHistory = ({ read, readPages }: ScreenReadContext, id: string) =>
  read(accountQueryOptions(id)).then((found) =>
    found ? readPages(recordHistoryQueryOptions('account', id)) : undefined,
  );

export const accountEdit: ScreenReads = (context) =>
  accountAndHistory(context, context.params.id ?? '');

export const accountDetail: ScreenReads = (context) => {
  const id = context.params.id ?? '';
  return Promise.all([accountAndHistory(context, id), context.read(accountUsersQueryOptions(id))]);
};
