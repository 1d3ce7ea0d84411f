/**
 * BMP and ICO, which sharp cannot decode (libvips has no loader for them), so
 * they are stored as they were sent rather than re-encoded. Before that their
 * structure is checked from the header: a file that only starts like one (two
 * bytes "BM" make file-type say BMP), or is cut short, is refused like an
 * undecodable image. Whatever else such a file may carry is harmless where it
 * is served: with its image type, nosniff and a sandboxing CSP, no browser
 * treats it as a page or a script.
 */

/** Sizes of the BMP info headers that carry a 32-bit width and height (BITMAPINFOHEADER and its successors). */
const BMP_INFO_HEADER_SIZES = new Set([40, 52, 56, 108, 124]);
const BMP_BIT_COUNTS = new Set([1, 4, 8, 16, 24, 32]);
/** BI_RGB, BI_RLE8, BI_RLE4, BI_BITFIELDS, BI_ALPHABITFIELDS. */
const BMP_COMPRESSIONS = new Set([0, 1, 2, 3, 6]);
const BMP_RLE = new Set([1, 2]);

/** Whether a BMP's headers are consistent and its pixel rows (when uncompressed) are all there. */
export function bmpIsWhole(bytes: Buffer): boolean {
  if (bytes.length < 54 || bytes.toString('latin1', 0, 2) !== 'BM') return false;
  const pixelOffset = bytes.readUInt32LE(10);
  const headerSize = bytes.readUInt32LE(14);
  if (!BMP_INFO_HEADER_SIZES.has(headerSize) || bytes.length < 14 + headerSize) return false;
  const width = bytes.readInt32LE(18);
  const height = bytes.readInt32LE(22);
  const planes = bytes.readUInt16LE(26);
  const bitCount = bytes.readUInt16LE(28);
  const compression = bytes.readUInt32LE(30);
  if (width <= 0 || height === 0 || planes !== 1 || !BMP_BIT_COUNTS.has(bitCount) || !BMP_COMPRESSIONS.has(compression)) return false;
  if (pixelOffset < 14 + headerSize || pixelOffset >= bytes.length) return false;
  if (BMP_RLE.has(compression)) {
    // Run-length rows have no fixed size: the header's image size must at least fit in the file.
    return pixelOffset + bytes.readUInt32LE(34) <= bytes.length;
  }
  const rowBytes = Math.ceil((width * bitCount) / 32) * 4;
  return pixelOffset + rowBytes * Math.abs(height) <= bytes.length;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export interface IcoImage {
  width: number;
  height: number;
}

/**
 * The images of an ICO whose directory and images all lie inside the file,
 * each one a PNG or a BMP without its file header (as ICO stores them); null
 * when the file is not whole. An image's size is its directory entry's (0
 * meaning 256), or, for an embedded PNG, the one its own header claims.
 */
export function icoImages(bytes: Buffer): IcoImage[] | null {
  if (bytes.length < 6 || bytes.readUInt16LE(0) !== 0 || bytes.readUInt16LE(2) !== 1) return null;
  const count = bytes.readUInt16LE(4);
  const directoryEnd = 6 + count * 16;
  if (count === 0 || directoryEnd > bytes.length) return null;
  const images: IcoImage[] = [];
  for (let index = 0; index < count; index += 1) {
    const entry = 6 + index * 16;
    const size = bytes.readUInt32LE(entry + 8);
    const offset = bytes.readUInt32LE(entry + 12);
    if (size < 40 || offset < directoryEnd || offset + size > bytes.length) return null;
    const data = bytes.subarray(offset, offset + size);
    if (data.subarray(0, 8).equals(PNG_SIGNATURE)) {
      if (data.length < 24) return null;
      images.push({ width: data.readUInt32BE(16), height: data.readUInt32BE(20) });
    } else if (data.readUInt32LE(0) === 40) {
      images.push({ width: bytes[entry] || 256, height: bytes[entry + 1] || 256 });
    } else {
      return null;
    }
  }
  return images;
}
