import { sniffBytes, sniffFile } from '@/lib/csv/file-signature';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((value) =>
      typeof value === 'string' ? [...value].map((c) => c.charCodeAt(0)) : [value],
    ),
  );

describe('file signatures (what a file is by its bytes)', () => {
  it.each([
    ['a PNG', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13), 'image/png'],
    ['a JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16, 'JFIF'), 'image/jpeg'],
    ['a GIF', bytes('GIF89a', 1, 0, 1, 0), 'image/gif'],
    ['an old GIF', bytes('GIF87a', 1, 0), 'image/gif'],
    ['a WebP', bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '), 'image/webp'],
    ['an MP4', bytes(0, 0, 0, 24, 'ftypisom', 0, 0, 2, 0), 'video/mp4'],
    ['an SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'), null],
    ['nothing', bytes(), null],
  ])('reads %s', (_label, input, expected) => {
    expect(sniffBytes(input)).toBe(expected);
  });

  it('reads a file by its bytes, whatever its name and type say', async () => {
    const gif = new File([bytes('GIF89a', 1, 0, 1, 0)], 'banner.png', { type: 'image/png' });
    expect(await sniffFile(gif)).toBe('image/gif');
  });
});
