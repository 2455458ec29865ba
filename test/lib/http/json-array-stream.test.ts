import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JsonArrayScanner, readJsonArray } from '@/lib/http/json-array-stream';

const encoder = new TextEncoder();

/** A body streamed in pieces cut at the given byte offsets. */
function bodyOf(text: string, cuts: readonly number[] = []): ReadableStream<Uint8Array> {
  const bytes = encoder.encode(text);
  const points = [...new Set(cuts.map((cut) => cut % (bytes.length + 1)))].sort((a, b) => a - b);
  const pieces: Uint8Array[] = [];
  let from = 0;
  for (const point of [...points, bytes.length]) {
    if (point > from) pieces.push(bytes.subarray(from, point));
    from = Math.max(from, point);
  }
  return new ReadableStream({
    pull(controller) {
      const piece = pieces.shift();
      if (piece) controller.enqueue(piece);
      else controller.close();
    },
  });
}

async function readAll(text: string, cuts?: readonly number[], key = 'placements') {
  const batches: unknown[][] = [];
  for await (const batch of readJsonArray(bodyOf(text, cuts), key)) batches.push(batch);
  return batches;
}

describe('readJsonArray', () => {
  it('gives the items of a keyed list as their text arrives, in order', async () => {
    const items = [{ id: 'a', name: 'A "quoted", {braced} [name]' }, { id: 'b' }, { id: 'c' }];
    const text = JSON.stringify({ placements: items });
    const batches = await readAll(text, [text.indexOf('"b"') + 2, text.indexOf('"c"') + 4]);
    expect(batches.length).toBeGreaterThan(1);
    expect(batches.flat()).toEqual(items);
  });

  it('reads a bare list, an empty list and spaces around the start', async () => {
    expect((await readAll('[1,2,3]', [2])).flat()).toEqual([1, 2, 3]);
    expect((await readAll('{"placements":[]}')).flat()).toEqual([]);
    expect(
      (await readAll(' {\n "placements" : [ {"id":1} , {"id":2} ] }', [5, 21])).flat(),
    ).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('parses any other reply whole at the end, as a plain request would', async () => {
    expect((await readAll('{"other":1,"placements":[{"id":1}]}', [3])).flat()).toEqual([{ id: 1 }]);
    expect((await readAll('{"message":"nothing here"}')).flat()).toEqual([]);
  });

  it('fails on a reply that ends early or is not JSON', async () => {
    await expect(readAll('{"placements":[{"id":1},{"id"', [10])).rejects.toThrow(SyntaxError);
    await expect(readAll('{"placements":[{"id":1},{oops}]}')).rejects.toThrow(SyntaxError);
  });

  it('reads back any list, however its bytes are cut (property)', async () => {
    // Strings with quotes, backslashes, braces, commas and characters of several UTF-8 bytes.
    const text = fc.string({
      unit: fc.constantFrom('a', '"', '\\', '{', '}', '[', ']', ',', 'é', '😀', ' '),
    });
    const item = fc.oneof(
      fc.record({
        id: text,
        name: text,
        nested: fc.array(fc.record({ v: text }), { maxLength: 3 }),
      }),
      fc.jsonValue({ maxDepth: 3 }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(item, { maxLength: 12 }),
        fc.array(fc.nat(), { maxLength: 8 }),
        async (items, cuts) => {
          const reply = JSON.stringify({ placements: items });
          // JSON.stringify drops -0's sign and undefined values: compare with what it says.
          expect((await readAll(reply, cuts)).flat()).toEqual(JSON.parse(reply).placements);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('JsonArrayScanner', () => {
  it('hands out nothing until an item is complete', () => {
    const scanner = new JsonArrayScanner('placements');
    expect(scanner.push('{"placements":[{"id":"a,b')).toEqual([]);
    expect(scanner.push('"},{"id"')).toEqual([{ id: 'a,b' }]);
    expect(scanner.push(':"c"}]}')).toEqual([]);
    expect(scanner.end()).toEqual([{ id: 'c' }]);
  });
});
