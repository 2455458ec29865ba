// FORM-SEARCH-NFC: the one form of a name or a search text that list searches compare: lower
// case in Unicode NFC, so `Café` typed with a composed `é` (NFC, what most keyboards send)
// finds a name saved with `e` + a combining accent (NFD, what macOS file names and some exports
// hold), and the reverse. ASCII, nearly every name, skips the normalisation.
const NON_ASCII = /[^\x20-\x7e]/;

export function searchText(text: string): string {
  const lower = text.toLocaleLowerCase();
  return NON_ASCII.test(lower) ? lower.normalize('NFC') : lower;
}
