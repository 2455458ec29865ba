// BID-URL-MACROS: the macros a bidder URL may carry. The exchange replaces `${NAME}` with the
// ad request's value before calling the bidder: the `${AUCTION_PRICE}` style of OpenRTB, which
// the seeded demo bidders use too.
export interface UrlMacro {
  name: string;
  description: string;
}

export const URL_MACROS: readonly UrlMacro[] = [
  { name: 'IP_ADDR', description: 'IP address of the screen' },
  { name: 'USER_AGENT', description: 'User agent of the player' },
  { name: 'DEVICE_IFA', description: 'Device advertising identifier' },
  { name: 'DEVICE_MAKE', description: 'Device make' },
  { name: 'DEVICE_MODEL', description: 'Device model' },
  { name: 'DEVICE_OS', description: 'Device operating system' },
  { name: 'DEVICE_OSV', description: 'Device operating system version' },
  { name: 'DEVICE_LATITUDE', description: 'Screen latitude' },
  { name: 'DEVICE_LONGITUDE', description: 'Screen longitude' },
  { name: 'SCREEN_HEIGHT', description: 'Screen height in pixels' },
  { name: 'SCREEN_WIDTH', description: 'Screen width in pixels' },
  { name: 'PUBLISHER_ID', description: 'Publisher (account) id' },
  { name: 'SUPPLY_CHAIN', description: 'Supply chain object (schain)' },
  { name: 'RANDOM_NUMBER', description: 'A random number (cache buster)' },
  { name: 'RANDOM_STRING', description: 'A random string (cache buster)' },
];

export function macroToken(name: string): string {
  return `\${${name}}`;
}

/**
 * BID-MACRO-INSERT: insert `token` into `value` in place of the selection [start, end) (the cursor
 * when they are equal); without a known selection, append it. Returns the new value and the caret
 * after it.
 */
export function insertAtCursor(
  value: string,
  token: string,
  start: number | null | undefined,
  end: number | null | undefined = start,
): { value: string; caret: number } {
  const from = start === null || start === undefined ? value.length : clamp(start, value.length);
  const to = end === null || end === undefined ? from : clamp(Math.max(end, from), value.length);
  return { value: value.slice(0, from) + token + value.slice(to), caret: from + token.length };
}

function clamp(n: number, max: number): number {
  return Math.min(Math.max(0, n), max);
}
