import sharp from 'sharp';
import { inspectImage } from '@/server/uploads/inspect-image';
import { bmpIsWhole, icoImages } from '@/server/uploads/kept-formats';
import { UploadProblem } from '@/server/uploads/problem';
import { fixture } from './support/multipart';

/**
 * What an uploaded file is, from its bytes, and what is kept of it
 * (server/uploads/inspect-image.ts), on the committed fixtures of
 * tests/server/fixtures/uploads (README.md there says how each was made).
 */

// The real sharp, counted: what is never decoded must never reach it.
jest.mock('sharp', () => jest.fn(jest.requireActual<typeof sharp>('sharp')));
const sharpCalls = () => (sharp as unknown as jest.Mock).mock.calls.length;

async function refusal(bytes: Buffer): Promise<UploadProblem> {
  const error: unknown = await inspectImage(bytes).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof UploadProblem)) throw new Error(`expected an UploadProblem, got ${String(error)}`);
  return error;
}

const HTML_PAYLOAD = '<script>alert("polyglot")</script>';
const IEND = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);

describe('allowed types', () => {
  it('re-encodes a PNG, keeping its size', async () => {
    const image = await inspectImage(fixture('photo.png'));
    expect(image).toMatchObject({ type: 'image/png', width: 24, height: 16, reencoded: true });
    expect(sharpCalls()).toBe(1);
    expect(await sharp(image.bytes).metadata()).toMatchObject({ format: 'png', width: 24, height: 16 });
  });

  it('turns a JPEG upright by its EXIF orientation, then re-encodes it without EXIF', async () => {
    const input = fixture('photo.jpg');
    expect(input.includes('<script>')).toBe(true);
    const image = await inspectImage(input);
    expect(image).toMatchObject({ type: 'image/jpeg', width: 16, height: 24, reencoded: true });
    const metadata = await sharp(image.bytes).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 16, height: 24 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(image.bytes.includes('<script>')).toBe(false);
  });

  it('re-encodes a GIF with its frames, their timing and its looping', async () => {
    const image = await inspectImage(fixture('animated.gif'));
    expect(image).toMatchObject({ type: 'image/gif', width: 12, height: 10, reencoded: true });
    expect(await sharp(image.bytes, { animated: true }).metadata()).toMatchObject({
      format: 'gif',
      pages: 2,
      pageHeight: 10,
      delay: [200, 200],
      loop: 0,
    });
  });

  it('keeps a BMP and an ICO as they are, once their headers and sizes check out (sharp cannot decode them)', async () => {
    const bmp = fixture('tiny.bmp');
    const ico = fixture('favicon.ico');
    expect(await inspectImage(bmp)).toEqual({ type: 'image/bmp', bytes: bmp, width: 4, height: 3, reencoded: false });
    expect(await inspectImage(ico)).toEqual({ type: 'image/x-icon', bytes: ico, width: 16, height: 16, reencoded: false });
    expect(sharpCalls()).toBe(0);
  });

  it('gives the same bytes for the same upload (what deduplication relies on)', async () => {
    for (const name of ['photo.png', 'photo.jpg', 'animated.gif']) {
      const [first, second] = await Promise.all([inspectImage(fixture(name)), inspectImage(fixture(name))]);
      expect(first.bytes.equals(second.bytes)).toBe(true);
    }
  });
});

describe('polyglots', () => {
  it('loses the HTML after a PNG’s end and the script in its text chunk', async () => {
    const input = fixture('polyglot.png');
    expect(input.includes(HTML_PAYLOAD)).toBe(true);
    expect(input.includes('alert("chunk")')).toBe(true);
    const image = await inspectImage(input);
    expect(image.type).toBe('image/png');
    expect(image.bytes.includes('<script>')).toBe(false);
    expect(image.bytes.includes('tEXt')).toBe(false);
    expect(image.bytes.subarray(-IEND.length).equals(IEND)).toBe(true);
  });

  it('loses the HTML after a JPEG’s end of image', async () => {
    const input = fixture('polyglot.jpg');
    expect(input.includes(HTML_PAYLOAD)).toBe(true);
    const image = await inspectImage(input);
    expect(image.type).toBe('image/jpeg');
    expect(image.bytes.includes('<script>')).toBe(false);
    expect(image.bytes.subarray(-2).equals(Buffer.from([0xff, 0xd9]))).toBe(true);
  });
});

describe('refused', () => {
  it.each([
    ['an SVG (it can carry script)', 'drawing.svg'],
    ['an HTML page named .png', 'html-renamed.png'],
    ['a PDF', 'document.pdf'],
  ])('%s, as not an allowed type', async (_, name) => {
    expect((await refusal(fixture(name))).reason).toBe('unsupported_type');
  });

  it('a cursor, which shares the icon format but is not an icon', async () => {
    const cursor = Buffer.from(fixture('favicon.ico'));
    cursor.writeUInt16LE(2, 2);
    expect((await refusal(cursor)).reason).toBe('unsupported_type');
  });

  it('an empty file, as no file', async () => {
    expect((await refusal(Buffer.alloc(0))).reason).toBe('no_file');
  });

  it.each(['truncated.png', 'truncated.jpg', 'truncated.bmp'])('%s, cut short, as undecodable', async (name) => {
    expect((await refusal(fixture(name))).reason).toBe('undecodable');
  });

  it('a file that only starts like a BMP', async () => {
    const fake = Buffer.concat([Buffer.from('BM'), Buffer.from('<html><script>alert(1)</script></html>'.repeat(3))]);
    expect((await refusal(fake)).reason).toBe('undecodable');
  });

  it('a pixel flood from its header alone, before anything is decoded', async () => {
    const flood = fixture('pixel-flood.png');
    expect(flood.length).toBeLessThan(100);
    const problem = await refusal(flood);
    expect(problem.reason).toBe('too_many_pixels');
    expect(problem.values).toEqual({ width: 10_000, height: 10_000 });
    expect(sharpCalls()).toBe(0);
  });

  it('an icon whose embedded PNG claims a pixel flood', async () => {
    const png = fixture('pixel-flood.png');
    const directory = Buffer.alloc(22);
    directory.writeUInt16LE(1, 2);
    directory.writeUInt16LE(1, 4);
    directory.writeUInt32LE(png.length, 14);
    directory.writeUInt32LE(22, 18);
    const problem = await refusal(Buffer.concat([directory, png]));
    expect(problem).toMatchObject({ reason: 'too_many_pixels', values: { width: 10_000, height: 10_000 } });
  });

  it('an animated GIF whose frames together are over the limit (sharp counts them from their headers)', async () => {
    // 100 frames of 2000 × 250 (0.5 megapixel each, 50 in all): a small file, since one colour compresses to nothing.
    // Two colours in turn, since the GIF encoder merges a frame that repeats the one before.
    const frame = (index: number) => ({ create: { width: 2000, height: 250, channels: 3 as const, background: index % 2 ? '#36c' : '#c63' } });
    const frames = await Promise.all(Array.from({ length: 100 }, (_, index) => sharp(frame(index)).png().toBuffer()));
    const gif = await sharp(frames, { join: { animated: true } }).gif().toBuffer();
    expect(gif.length).toBeLessThan(5 * 1024 * 1024);
    const problem = await refusal(gif);
    expect(problem.reason).toBe('too_many_frames');
  }, 30_000);
});

describe('kept formats', () => {
  it('checks that a BMP’s pixel rows are all there', () => {
    const bmp = fixture('tiny.bmp');
    expect(bmpIsWhole(bmp)).toBe(true);
    expect(bmpIsWhole(bmp.subarray(0, bmp.length - 1))).toBe(false);
    const noPlanes = Buffer.from(bmp);
    noPlanes.writeUInt16LE(0, 26);
    expect(bmpIsWhole(noPlanes)).toBe(false);
  });

  it('lists an icon’s images, and refuses one whose image lies past the end of the file', () => {
    const ico = fixture('favicon.ico');
    expect(icoImages(ico)).toEqual([{ width: 16, height: 16 }]);
    expect(icoImages(ico.subarray(0, ico.length - 10))).toBeNull();
  });
});
