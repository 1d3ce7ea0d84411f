import { EDITOR_IMAGE_ALT_MAX } from '@/lib/constants';
import { dataImageSources, dataUrlToFile, imageDescription, imagePositions, imageReplacement, imageSources, withoutDataImages } from '@/lib/rich-text/images';

/**
 * Images pasted as data URLs: found in a change, turned into files to upload, replaced by the upload (or removed);
 * and an uploaded image found in the document to be given the author's description.
 */

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

/** A file's bytes (jsdom's File has no arrayBuffer()). */
const bytesOf = (file: File) =>
  new Promise<number[]>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(Array.from(new Uint8Array(reader.result as ArrayBuffer)));
    reader.readAsArrayBuffer(file);
  });

describe('dataUrlToFile', () => {
  it('gives the bytes and type of a base64 data URL, named after the type', async () => {
    const file = dataUrlToFile(PNG);
    expect(file).not.toBeNull();
    expect(file!.type).toBe('image/png');
    expect(file!.name).toBe('pasted-image.png');
    expect(await bytesOf(file!)).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(dataUrlToFile('data:image/x-icon;base64,AAAB', 'paste')?.name).toBe('paste.ico');
  });

  it('gives null for what is not a base64 data URL', () => {
    expect(dataUrlToFile('data:image/png,rawtext')).toBeNull();
    expect(dataUrlToFile('https://a.cn/x.png')).toBeNull();
    expect(dataUrlToFile('data:image/png;base64,@@@')).toBeNull();
  });
});

describe('dataImageSources', () => {
  it('lists each data-URL image a change inserts once', () => {
    const ops = [{ retain: 3 }, { insert: { image: PNG } }, { insert: '文字' }, { insert: { image: '/api/uploads/abc' } }, { insert: { image: PNG } }];
    expect(dataImageSources(ops)).toEqual([PNG]);
    expect(dataImageSources([{ insert: 'x' }, { delete: 2 }])).toEqual([]);
  });
});

describe('imageReplacement', () => {
  const document = [
    { insert: '第一段\n' },
    { insert: { image: PNG }, attributes: { alt: '图' } },
    { insert: '中间' },
    { insert: { image: 'https://a.cn/x.png' } },
    { insert: { image: PNG } },
    { insert: '\n' },
  ];

  it('replaces every copy of the image by the upload, keeping its formats', () => {
    expect(imageReplacement(document, PNG, '/api/uploads/new')).toEqual([
      { retain: 4 },
      { delete: 1 },
      { insert: { image: '/api/uploads/new' }, attributes: { alt: '图' } },
      { retain: 3 },
      { delete: 1 },
      { insert: { image: '/api/uploads/new' } },
    ]);
  });

  it('removes them when the upload failed', () => {
    expect(imageReplacement(document, PNG, null)).toEqual([{ retain: 4 }, { delete: 1 }, { retain: 3 }, { delete: 1 }]);
  });

  it('gives null when the image is no longer there', () => {
    expect(imageReplacement([{ insert: '只有文字\n' }], PNG, '/api/uploads/new')).toBeNull();
  });
});

describe('withoutDataImages', () => {
  it('leaves out images still held as data URLs, keeping the others', () => {
    expect(withoutDataImages(`<p>前<img src="${PNG}" alt="x">后<img src="/api/uploads/abc"></p>`)).toBe('<p>前后<img src="/api/uploads/abc"></p>');
  });
});

describe('imageSources', () => {
  it('lists each image of a document once, whatever its source', () => {
    const ops = [{ insert: { image: '/api/uploads/a' } }, { insert: '文字' }, { insert: { image: PNG } }, { insert: { image: '/api/uploads/a' } }, { insert: '\n' }];
    expect(imageSources(ops)).toEqual(['/api/uploads/a', PNG]);
  });
});

describe('imagePositions', () => {
  const document = [
    { insert: '第一段\n' },
    { insert: { image: '/api/uploads/a' }, attributes: { alt: '旧的说明' } },
    { insert: 'ab', attributes: { bold: true } },
    { insert: { image: '/api/uploads/b' } },
    { insert: { image: '/api/uploads/a' } },
    { insert: '\n' },
  ];

  it('finds where each copy of an image is, counting text by its length and an image as one', () => {
    expect(imagePositions(document, '/api/uploads/a')).toEqual([4, 8]);
    expect(imagePositions(document, '/api/uploads/b')).toEqual([7]);
  });

  it('finds nothing for an image no longer there', () => {
    expect(imagePositions(document, '/api/uploads/gone')).toEqual([]);
  });
});

describe('imageDescription', () => {
  it('tidies the author’s words: ends trimmed, runs of spaces and line breaks made one space', () => {
    expect(imageDescription('  展馆入口\n  排队的观众 ')).toBe('展馆入口 排队的观众');
    expect(imageDescription(' \t ')).toBe('');
  });

  it('keeps at most the limit in characters, never half of one', () => {
    expect(imageDescription('图'.repeat(EDITOR_IMAGE_ALT_MAX + 5))).toBe('图'.repeat(EDITOR_IMAGE_ALT_MAX));
    expect(imageDescription(`${'a'.repeat(EDITOR_IMAGE_ALT_MAX - 1)}📷📷`)).toBe(`${'a'.repeat(EDITOR_IMAGE_ALT_MAX - 1)}📷`);
  });
});
