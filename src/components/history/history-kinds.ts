// The words of a history entry's action and record kind (HIST-PANEL-ENTRY), apart from the rest
// of history-text.ts: Activity's first reads check a link's filters against them, and that code
// is loaded while the shell is idle, so it stays this small.
import type { HistoryAction, HistoryRecordKind } from '@/types/api';

export const ACTION_LABELS: Readonly<Record<HistoryAction, string>> = {
  created: 'Created',
  updated: 'Updated',
  activated: 'Activated',
  paused: 'Paused',
  deleted: 'Deleted',
  restored: 'Restored',
  approved: 'Approved',
  rejected: 'Rejected',
  'signed in as': 'Signed in as',
  invited: 'Invited',
  'invite withdrawn': 'Invite withdrawn',
  'debug session started': 'Debug session started',
};

export const KIND_LABELS: Readonly<Record<HistoryRecordKind, string>> = {
  campaign: 'Campaign',
  creative: 'Creative',
  placement: 'Placement',
  deal: 'Deal',
  bidder: 'Bidder',
  account: 'Account',
  user: 'User',
  reviewRule: 'Review rule',
  report: 'Report',
  inventoryReport: 'Inventory report',
};
