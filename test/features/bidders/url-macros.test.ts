import { NEW_BIDDER_PROTOCOLS, protocolFromIndex, protocolIndex } from '@/rules/bidder-protocols';
import { insertAtCursor, macroToken, URL_MACROS } from '@/features/bidders/url-macros';

describe('URL macros (BID-URL-MACROS, BID-MACRO-INSERT)', () => {
  it('lists the 15 macros in the spec order', () => {
    expect(URL_MACROS.map((m) => m.name)).toEqual([
      'IP_ADDR',
      'USER_AGENT',
      'DEVICE_IFA',
      'DEVICE_MAKE',
      'DEVICE_MODEL',
      'DEVICE_OS',
      'DEVICE_OSV',
      'DEVICE_LATITUDE',
      'DEVICE_LONGITUDE',
      'SCREEN_HEIGHT',
      'SCREEN_WIDTH',
      'PUBLISHER_ID',
      'SUPPLY_CHAIN',
      'RANDOM_NUMBER',
      'RANDOM_STRING',
    ]);
  });

  it('writes a macro in the ${NAME} style of the seeded bidder URLs', () => {
    expect(macroToken('IP_ADDR')).toBe('${IP_ADDR}');
  });

  it('inserts at the cursor, replaces a selection, appends without a cursor', () => {
    expect(insertAtCursor('https://x/?ip=&a=1', '${IP_ADDR}', 14)).toEqual({
      value: 'https://x/?ip=${IP_ADDR}&a=1',
      caret: 24,
    });
    expect(insertAtCursor('https://x/?ip=OLD', '${IP_ADDR}', 14, 17)).toEqual({
      value: 'https://x/?ip=${IP_ADDR}',
      caret: 24,
    });
    expect(insertAtCursor('https://x/?ip=', '${IP_ADDR}', null)).toEqual({
      value: 'https://x/?ip=${IP_ADDR}',
      caret: 24,
    });
    expect(insertAtCursor('ab', 'X', 99).value).toBe('abX');
    expect(insertAtCursor('ab', 'X', 0).value).toBe('Xab');
  });
});

// BID-NEW-MENU, BID-CREATE-UNKNOWN
describe('protocol index of /bidders/create/{protocol}', () => {
  it('maps 0-3 to Adomni, Vast, Broadsign, OpenRtb and back', () => {
    expect(['0', '1', '2', '3'].map(protocolFromIndex)).toEqual([...NEW_BIDDER_PROTOCOLS]);
    expect(NEW_BIDDER_PROTOCOLS.map(protocolIndex)).toEqual([0, 1, 2, 3]);
  });

  it('rejects anything else, Aniview (never created) included', () => {
    for (const param of ['4', '-1', '1.5', 'OpenRtb', '', ' 1', undefined]) {
      expect(protocolFromIndex(param)).toBeNull();
    }
  });
});
