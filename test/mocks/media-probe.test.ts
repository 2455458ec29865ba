import { probeJpeg, probeMedia, probeMp4, probePng } from '@/mocks/media-probe';
import { jpegBytes, mp4Bytes, pngBytes } from './media-fixtures';

describe('media probe', () => {
  it('reads a PNG size from IHDR', () => {
    expect(probePng(pngBytes(1080, 1920))).toEqual({
      format: 'png',
      mimeType: 'image/png',
      width: 1080,
      height: 1920,
    });
  });

  it('rejects a PNG without its signature, without IHDR first, or of size 0', () => {
    const broken = pngBytes(10, 10);
    broken[1] = 0x51;
    expect(probePng(broken)).toBeNull();
    const noIhdr = pngBytes(10, 10);
    noIhdr[12] = 0x69; // 'iHDR'
    expect(probePng(noIhdr)).toBeNull();
    expect(probePng(pngBytes(0, 10))).toBeNull();
    expect(probePng(pngBytes(10, 10).slice(0, 20))).toBeNull();
  });

  it('reads a JPEG size from its SOF marker, past other segments and fill bytes', () => {
    expect(probeJpeg(jpegBytes(1280, 720))).toEqual({
      format: 'jpeg',
      mimeType: 'image/jpeg',
      width: 1280,
      height: 720,
    });
    // Progressive (SOF2) files carry the size the same way.
    expect(probeJpeg(jpegBytes(640, 480, 0xc2))).toMatchObject({ width: 640, height: 480 });
  });

  it('does not take DHT (C4) for a frame header, and gives up at the scan or a bad marker', () => {
    expect(probeJpeg(jpegBytes(640, 480, 0xc4))).toBeNull();
    expect(probeJpeg(jpegBytes(640, 480, 0xda))).toBeNull();
    const broken = jpegBytes(640, 480);
    broken[2] = 0x00;
    expect(probeJpeg(broken)).toBeNull();
    expect(probeJpeg(new Uint8Array([0xff, 0xd8]))).toBeNull();
  });

  it('reads an MP4 size from the video track tkhd and the duration from mvhd', () => {
    expect(probeMp4(mp4Bytes({ width: 1920, height: 1080 }))).toEqual({
      format: 'mp4',
      mimeType: 'video/mp4',
      width: 1920,
      height: 1080,
      durationSecs: 15,
    });
    expect(
      probeMp4(mp4Bytes({ width: 1080, height: 1920, timescale: 90000, duration: 1_351_350 })),
    ).toMatchObject({ width: 1080, height: 1920, durationSecs: 15.02 });
  });

  it('handles version 1 boxes, an audio track first and moov after mdat', () => {
    expect(
      probeMp4(
        mp4Bytes({ width: 3840, height: 2160, version: 1, audioFirst: true, moovLast: true }),
      ),
    ).toMatchObject({ width: 3840, height: 2160, durationSecs: 15 });
  });

  it('rejects an MP4 without ftyp first, without moov, or without a picture', () => {
    const noFtyp = mp4Bytes({ width: 10, height: 10 });
    noFtyp[4] = 0x46; // 'Ftyp'
    expect(probeMp4(noFtyp)).toBeNull();
    expect(probeMp4(mp4Bytes({ width: 10, height: 10 }).slice(0, 28))).toBeNull();
    expect(probeMp4(mp4Bytes({ width: 0, height: 0 }))).toBeNull();
    expect(probeMp4(mp4Bytes({ width: 10, height: 10, timescale: 0 }))).toBeNull();
  });

  it('detects the format whatever the file claims to be', () => {
    expect(probeMedia(jpegBytes(2, 3))?.format).toBe('jpeg');
    expect(probeMedia(pngBytes(2, 3))?.format).toBe('png');
    expect(probeMedia(mp4Bytes({ width: 2, height: 3 }))?.format).toBe('mp4');
    expect(probeMedia(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe(
      null,
    );
    expect(probeMedia(new Uint8Array())).toBeNull();
  });
});
