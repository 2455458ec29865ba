// Deal IDs (DEAL-ID): `MQ-` and 10 upper-case letters or digits, unique and never
// reused. Deals are never deleted, so an id not held by any deal has never been given out.
import { DEAL_ID_PATTERN } from '@/rules/deal-rules';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const LENGTH = 10;

/** One random Deal ID (36^10 of them), drawn with the platform's cryptographic random. */
export function randomDealId(): string {
  const bytes = new Uint8Array(LENGTH);
  let text = '';
  while (text.length < LENGTH) {
    crypto.getRandomValues(bytes);
    // 252 = 7 x 36: bytes above it are dropped, so every character is equally likely.
    for (const byte of bytes) if (byte < 252 && text.length < LENGTH) text += ALPHABET[byte % 36];
  }
  return `MQ-${text}`;
}

/** A Deal ID that none of `taken` holds. */
export function newDealId(taken: Iterable<string>, draw: () => string = randomDealId): string {
  const used = new Set(taken);
  for (;;) {
    const id = draw();
    if (DEAL_ID_PATTERN.test(id) && !used.has(id)) return id;
  }
}
