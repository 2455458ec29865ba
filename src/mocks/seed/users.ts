// Users: the five demo logins (DEMO-LOGINS) plus a teammate or owner per account
// (DEMO-SEED-ACCOUNTS).
import type { UserRecord } from '@/mocks/records';
import { ACCOUNT_IDS } from '@/mocks/seed/accounts';
import type { Role } from '@/types/api';

export const DEMO_PASSWORD = 'demo1234';

export interface DemoLogin {
  email: string;
  password: string;
  name: string;
  roles: Role[];
}

function user(
  id: string,
  name: string,
  email: string,
  roles: Role[],
  accountId: string,
  createdAt: string,
): UserRecord {
  return { id, name, email, password: DEMO_PASSWORD, roles, accountId, createdAt };
}

export function seedUsers(): UserRecord[] {
  return [
    // The demo logins, in the order the sign-in screen lists them.
    user(
      'usr_admin',
      'Avery Admin',
      'admin@demo.test',
      ['Admin'],
      ACCOUNT_IDS.exchange,
      '2023-09-01T09:05:00.000Z',
    ),
    user(
      'usr_dsp',
      'Dana Buyer',
      'dsp@demo.test',
      ['DSP'],
      ACCOUNT_IDS.acme,
      '2023-11-14T15:35:00.000Z',
    ),
    user(
      'usr_ssp',
      'Sam Publisher',
      'ssp@demo.test',
      ['SSP'],
      ACCOUNT_IDS.northwind,
      '2023-10-02T08:10:00.000Z',
    ),
    user(
      'usr_multi',
      'Morgan Multi',
      'multi@demo.test',
      ['Admin', 'DSP', 'SSP'],
      ACCOUNT_IDS.exchange,
      '2023-09-04T12:00:00.000Z',
    ),
    user(
      'usr_misconfigured',
      'Riley Nobody',
      'misconfigured@demo.test',
      [],
      ACCOUNT_IDS.acme,
      '2024-01-09T09:30:00.000Z',
    ),
    // Teammates and account owners, so team lists and "Sign in as" have something to show.
    user(
      'usr_acme_casey',
      'Casey Roaster',
      'casey@acme-coffee.example',
      ['DSP'],
      ACCOUNT_IDS.acme,
      '2024-01-22T10:00:00.000Z',
    ),
    user(
      'usr_bluebird_jordan',
      'Jordan Wells',
      'jordan@bluebird-air.example',
      ['DSP'],
      ACCOUNT_IDS.bluebird,
      '2024-02-06T10:20:00.000Z',
    ),
    user(
      'usr_orchard_priya',
      'Priya Natarajan',
      'priya@orchard-juice.example',
      ['DSP'],
      ACCOUNT_IDS.orchard,
      '2024-06-20T14:00:00.000Z',
    ),
    user(
      'usr_northwind_lee',
      'Lee Okafor',
      'lee@northwind-screens.example',
      ['SSP'],
      ACCOUNT_IDS.northwind,
      '2023-10-15T09:00:00.000Z',
    ),
    user(
      'usr_metro_alex',
      'Alex Romero',
      'alex@metro-transit-media.example',
      ['SSP'],
      ACCOUNT_IDS.metro,
      '2023-12-11T11:25:00.000Z',
    ),
    user(
      'usr_summit_kim',
      'Kim Tanaka',
      'kim@summit-health.example',
      ['SSP'],
      ACCOUNT_IDS.summit,
      '2024-03-28T16:10:00.000Z',
    ),
  ];
}

/** The logins the sign-in screen's demo panel offers. */
export const DEMO_LOGINS: readonly DemoLogin[] = seedUsers()
  .slice(0, 5)
  .map(({ email, name, roles }) => ({ email, name, roles, password: DEMO_PASSWORD }));
