// Accounts (DEMO-SEED-ACCOUNTS): the exchange itself, three advertisers and three publishers.
import type { AccountRecord } from '@/mocks/records';

export const ACCOUNT_IDS = {
  exchange: 'acc_exchange',
  acme: 'acc_acme',
  bluebird: 'acc_bluebird',
  orchard: 'acc_orchard',
  northwind: 'acc_northwind',
  metro: 'acc_metro',
  summit: 'acc_summit',
} as const;

export function seedAccounts(): AccountRecord[] {
  return [
    {
      id: ACCOUNT_IDS.exchange,
      name: 'Marquee Exchange',
      kind: 'Exchange',
      fees: { dsp: 0 },
      createdAt: '2023-09-01T09:00:00.000Z',
    },
    {
      id: ACCOUNT_IDS.acme,
      name: 'Acme Coffee Co.',
      kind: 'Advertiser',
      fees: { dsp: 0.15 },
      createdAt: '2023-11-14T15:30:00.000Z',
    },
    {
      id: ACCOUNT_IDS.bluebird,
      name: 'Bluebird Airlines',
      kind: 'Advertiser',
      fees: { dsp: 0.12 },
      createdAt: '2024-02-06T10:15:00.000Z',
    },
    {
      id: ACCOUNT_IDS.orchard,
      name: 'Orchard Fresh Juice',
      kind: 'Advertiser',
      fees: { dsp: 0.18 },
      createdAt: '2024-06-20T13:45:00.000Z',
    },
    {
      id: ACCOUNT_IDS.northwind,
      name: 'Northwind Screens',
      kind: 'Publisher',
      fees: { dsp: 0 },
      createdAt: '2023-10-02T08:00:00.000Z',
    },
    {
      id: ACCOUNT_IDS.metro,
      name: 'Metro Transit Media',
      kind: 'Publisher',
      fees: { dsp: 0 },
      createdAt: '2023-12-11T11:20:00.000Z',
    },
    {
      id: ACCOUNT_IDS.summit,
      name: 'Summit Health Displays',
      kind: 'Publisher',
      fees: { dsp: 0 },
      createdAt: '2024-03-28T16:05:00.000Z',
    },
  ];
}
