// Ad creatives: 8 for Acme (banners as SVG, PNG and JPEG; two 15 s WebM spots) and 2 for
// Bluebird, whose campaign feeds Northwind's review queue. The files live under
// public/demo/creatives/ so the demo needs no network.
import type { CreativeRecord } from '@/mocks/records';
import { ACCOUNT_IDS } from '@/mocks/seed/accounts';
import type { CreativeDescriptor } from '@/types/api';

const BASE = '/demo/creatives/';

function creative(
  id: string,
  accountId: string,
  name: string,
  file: string,
  mimeType: string,
  descriptor: CreativeDescriptor,
  createdAt: string,
): CreativeRecord {
  return { id, accountId, name, url: BASE + file, mimeType, descriptor, createdAt };
}

const banner = (width: number, height: number): CreativeDescriptor => ({
  type: 'banner',
  width,
  height,
});
const video = (width: number, height: number): CreativeDescriptor => ({
  type: 'video',
  width,
  height,
  duration_secs: 15,
});

export function seedCreatives(): CreativeRecord[] {
  const acme = ACCOUNT_IDS.acme;
  const bluebird = ACCOUNT_IDS.bluebird;
  return [
    creative(
      'cr_1',
      acme,
      'Morning Brew – Landscape',
      'morning-brew-1920x1080.svg',
      'image/svg+xml',
      banner(1920, 1080),
      '2024-09-02T10:00:00.000Z',
    ),
    creative(
      'cr_2',
      acme,
      'Morning Brew – Portrait',
      'morning-brew-1080x1920.svg',
      'image/svg+xml',
      banner(1080, 1920),
      '2024-09-02T10:05:00.000Z',
    ),
    creative(
      'cr_3',
      acme,
      'Cold Brew Leaderboard',
      'cold-brew-728x90.svg',
      'image/svg+xml',
      banner(728, 90),
      '2024-09-10T14:20:00.000Z',
    ),
    creative(
      'cr_4',
      acme,
      'Cold Brew Season Billboard',
      'cold-brew-1400x400.svg',
      'image/svg+xml',
      banner(1400, 400),
      '2024-09-10T14:25:00.000Z',
    ),
    creative(
      'cr_5',
      acme,
      'Spring Menu Square',
      'spring-menu-1080x1080.png',
      'image/png',
      banner(1080, 1080),
      '2024-10-01T09:00:00.000Z',
    ),
    creative(
      'cr_6',
      acme,
      'Loyalty App Promo',
      'loyalty-app-1280x720.jpg',
      'image/jpeg',
      banner(1280, 720),
      '2024-10-03T16:40:00.000Z',
    ),
    creative(
      'cr_7',
      acme,
      'Morning Brew 15s Spot',
      'morning-brew-15s.webm',
      'video/webm',
      video(1920, 1080),
      '2024-10-15T11:10:00.000Z',
    ),
    creative(
      'cr_8',
      acme,
      'Latte Art 15s Portrait',
      'latte-art-15s-portrait.webm',
      'video/webm',
      video(1080, 1920),
      '2024-10-15T11:15:00.000Z',
    ),
    creative(
      'cr_9',
      bluebird,
      'Fly South – Landscape',
      'fly-south-1920x1080.svg',
      'image/svg+xml',
      banner(1920, 1080),
      '2024-11-04T08:30:00.000Z',
    ),
    creative(
      'cr_10',
      bluebird,
      'Fly South – Portrait',
      'fly-south-1080x1920.svg',
      'image/svg+xml',
      banner(1080, 1920),
      '2024-11-04T08:35:00.000Z',
    ),
  ];
}
