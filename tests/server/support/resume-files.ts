import { crc32 } from 'node:zlib';
import { fixture } from './multipart';

/**
 * Résumé files for the application tests, made in memory: a real OOXML
 * package (a DOCX as Word writes its parts, stored uncompressed), a ZIP that
 * is no OOXML package, a Word 97–2003 compound file (CFB) and one of the same
 * container that holds an Excel sheet, an HTML page, a PDF cut short. The PDF,
 * JPEG and PNG are the upload fixtures.
 */

interface Entry {
  name: string;
  data: string;
}

/** A ZIP archive of `entries`, stored (no compression), with its central directory. */
export function zipOf(entries: Entry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const data = Buffer.from(entry.data, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES = (main: string) =>
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
  `<Override PartName="/word/document.xml" ContentType="${main}"/></Types>`;

const RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';

const DOCUMENT =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>张三 简历</w:t></w:r></w:p></w:body></w:document>';

/** A Word document (.docx) as Word writes it: [Content_Types].xml first, declaring the main part. */
export function docxBytes(): Buffer {
  return zipOf([
    { name: '[Content_Types].xml', data: CONTENT_TYPES('application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml') },
    { name: '_rels/.rels', data: RELS },
    { name: 'word/document.xml', data: DOCUMENT },
  ]);
}

/** A macro-enabled Word document (.docm): an OOXML package, but not one the form takes. */
export function docmBytes(): Buffer {
  return zipOf([
    { name: '[Content_Types].xml', data: CONTENT_TYPES('application/vnd.ms-word.document.macroEnabled.main+xml') },
    { name: '_rels/.rels', data: RELS },
    { name: 'word/document.xml', data: DOCUMENT },
  ]);
}

/** A ZIP of a résumé and a photo: a ZIP, and no OOXML package. */
export function plainZipBytes(): Buffer {
  return zipOf([
    { name: 'resume.txt', data: '张三 简历\n' },
    { name: 'notes/readme.txt', data: 'hello\n' },
  ]);
}

const CFB_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** A compound file whose directory names `stream` (UTF-16LE, as CFB directory entries do): the header sector and one directory sector. */
function cfbWith(stream: string): Buffer {
  const header = Buffer.alloc(512);
  CFB_SIGNATURE.copy(header, 0);
  header.writeUInt16LE(0x003e, 24);
  header.writeUInt16LE(0x0003, 26);
  header.writeUInt16LE(0xfffe, 28);
  header.writeUInt16LE(9, 30);
  const directory = Buffer.alloc(512);
  Buffer.from('Root Entry', 'utf16le').copy(directory, 0);
  Buffer.from(stream, 'utf16le').copy(directory, 128);
  return Buffer.concat([header, directory]);
}

/** A Word 97–2003 document (.doc): a compound file holding a WordDocument stream. */
export function docBytes(): Buffer {
  return cfbWith('WordDocument');
}

/** An Excel 97–2003 sheet: the same container, a Workbook stream, no WordDocument. */
export function xlsBytes(): Buffer {
  return cfbWith('Workbook');
}

export function htmlBytes(): Buffer {
  return Buffer.from('<!doctype html><html><head><title>简历</title></head><body><script>alert(document.cookie)</script></body></html>\n');
}

/** The upload fixtures' minimal PDF. */
export function pdfBytes(): Buffer {
  return fixture('document.pdf');
}

/** A PDF cut short before its end-of-file marker (an upload that broke off). */
export function truncatedPdfBytes(): Buffer {
  const pdf = pdfBytes();
  return pdf.subarray(0, pdf.indexOf('trailer'));
}
