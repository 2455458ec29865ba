// The file's bytes as text. UTF-8 is the format (BATCH-CSV-FORMAT), read strictly: a byte
// sequence that is not UTF-8 would otherwise become U+FFFD in every accented name. Such a file is
// most likely Excel's plain "CSV", which Windows writes in Windows-1252: it is read that way and
// the import says so (UPLOAD_TEXT.readAsWindows1252; BATCH-CSV-ENCODING).

export type CsvEncoding = 'utf-8' | 'windows-1252';

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

/** UTF-8 (a byte order mark dropped) when the bytes are UTF-8, else Windows-1252. */
export function decodeCsvBytes(bytes: Uint8Array): DecodedCsv {
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: decodeWindows1252(bytes), encoding: 'windows-1252' };
  }
}
