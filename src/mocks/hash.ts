// A fast 53-bit hash (cyrb53) for the demo server's ETags and request body fingerprints. Not
// cryptographic, and needs no secure context (crypto.subtle is missing on a plain-http host).
const encoder = new TextEncoder();

/** A running hash: feed it text and bytes in order, then read `digest()`. */
export class Hasher {
  private h1 = 0xdeadbeef;
  private h2 = 0x41c6ce57;

  bytes(bytes: Uint8Array): this {
    let { h1, h2 } = this;
    for (let index = 0; index < bytes.length; index += 1) {
      const byte = bytes[index]!;
      h1 = Math.imul(h1 ^ byte, 2654435761);
      h2 = Math.imul(h2 ^ byte, 1597334677);
    }
    this.h1 = h1;
    this.h2 = h2;
    return this;
  }

  text(text: string): this {
    return this.bytes(encoder.encode(text));
  }

  /** 14 hex digits. */
  digest(): string {
    let { h1, h2 } = this;
    h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
    h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
    h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
    h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
    const value = 4294967296 * (2097151 & h2) + (h1 >>> 0);
    return value.toString(16).padStart(14, '0');
  }
}

export function hashText(text: string): string {
  return new Hasher().text(text).digest();
}
