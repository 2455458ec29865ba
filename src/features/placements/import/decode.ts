// The file's bytes as text. UTF-8 is the format (BATCH-CSV-FORMAT), read strictly: a byte
// sequence that is not UTF-8 would otherwise become U+FFFD in every accented name. Such a file is
// most likely Excel's plain "CSV", which Windows writes in Windows-1252: it is read that way and
// the import says so (UPLOAD_TEXT.readAsWindows1252; BATCH-CSV-ENCODING). A file that starts with
// a UTF-16 byte order mark is Excel's "Unicode Text" (UTF-16 LE, tab-separated) or another
// program's UTF-16: it is read as such (BATCH-CSV-UTF16).

export type CsvEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

export interface DecodedCsv {
  text: string;
  encoding: CsvEncoding;
}

/**
 * What Windows-1252 puts at 0x80-0x9F, where ISO-8859-1 has control characters (WHATWG
 * Encoding Standard, index-windows-1252; the five bytes it leaves undefined keep their code
 * point).
 */
const WINDOWS_1252_C1 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const C1_CONTROL = /[\u0080-\u009f]/g;

/**
 * Windows-1252 to text. TextDecoder does it in browsers, but Node 20.18.3 and later decode the
 * label as ISO-8859-1 (nodejs/node#56542, #60888), so what it leaves at 0x80-0x9F is mapped here:
 * the same text everywhere (a browser leaves only the five undefined bytes there, mapped to
 * themselves).
 */
function decodeWindows1252(bytes: Uint8Array): string {
  return new TextDecoder('windows-1252')
    .decode(bytes)
    .replace(C1_CONTROL, (char) => WINDOWS_1252_C1[char.charCodeAt(0) - 0x80]!);
}

/**
 * UTF-16 when the bytes start with its byte order mark (FF FE little-endian, FE FF big-endian),
 * else UTF-8 (a byte order mark dropped) when the bytes are UTF-8, else Windows-1252.
 */
export function decodeCsvBytes(bytes: Uint8Array): DecodedCsv {
  const utf16: CsvEncoding | null =
    bytes[0] === 0xff && bytes[1] === 0xfe
      ? 'utf-16le'
      : bytes[0] === 0xfe && bytes[1] === 0xff
        ? 'utf-16be'
        : null;
  // The decoder drops the byte order mark; an odd last byte becomes U+FFFD, as any reader shows.
  if (utf16) return { text: new TextDecoder(utf16).decode(bytes), encoding: utf16 };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: decodeWindows1252(bytes), encoding: 'windows-1252' };
  }
}
