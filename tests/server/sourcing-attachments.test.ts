import { eq } from 'drizzle-orm';
import postRoute from '@/pages/api/sourcing/index';
import filesRoute from '@/pages/api/sourcing/files';
import listRoute from '@/pages/api/sourcing/[id]/attachments/index';
import fileRoute from '@/pages/api/sourcing/[id]/attachments/[file]';
import reviewRoute from '@/pages/api/admin/sourcing/[id]/review';
import uploadRoute from '@/pages/api/uploads/[id]';
import { useDatabase } from '@/server/db';
import type { Database } from '@/server/db/client';
import { sourcingRequestAttachments, uploads } from '@/server/db/schema';
import type { PageContext } from '@/server/http/page';
import { loadSourcingDetail } from '@/server/sourcing/loaders';
import { inspectSourcingFile, sourcingFileName } from '@/server/sourcing/files';
import { UploadProblem } from '@/server/uploads/problem';
import { freshIp } from './auth-support';
import { callApi, type ApiAnswer } from './support/api';
import { freshDatabase } from './support/db';
import { fixture, multipartBody, postMultipart } from './support/multipart';
import { requestFields, sourcingWorld, type Person, type SourcingWorld } from './sourcing-support';

/**
 * Attachments of sourcing requests (issue 38, item 1 and 2): images and PDF checked by their bytes, at most 5 per
 * request and each the poster's own upload; listed and downloaded only by staff, the buyer's accounts and
 * logged-in accounts of certified companies, checked on every call and never cached by others.
 */

let database: Database;
let world: SourcingWorld;

beforeAll(async () => {
  database = await freshDatabase();
  useDatabase(database);
  world = await sourcingWorld(database);
}, 60_000);
afterAll(() => database.close());

type FileBody = { file: { id: string; name: string; type: string; size: number } };
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string[]> } };

const upload = (who: Person | null, filename: string, bytes: Buffer, type = 'application/octet-stream') =>
  postMultipart(filesRoute, multipartBody([{ name: 'file', filename, type, bytes }]), { ip: freshIp(), ...(who ? { cookie: who.cookie } : {}) });
const post = (who: Person, body: unknown) => callApi(postRoute, { method: 'POST', body, ip: freshIp(), headers: { cookie: who.cookie } });
const list = (id: number, who: Person | null) => callApi(listRoute, { query: { id: String(id) }, headers: who ? { cookie: who.cookie } : {} });
const download = (id: number, file: string, who: Person | null) => callApi(fileRoute, { query: { id: String(id), file }, headers: who ? { cookie: who.cookie } : {} });
const errorOf = (answer: ApiAnswer) => (answer.body as ErrorBody).error;

/** A PDF of `size` bytes that ends as one should. */
function pdfOf(size: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n');
  const tail = Buffer.from('\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length - tail.length), 0x20), tail]);
}

describe('a sourcing file', () => {
  it('takes a PDF and an image by their bytes, named as the buyer named them, with the extension of their type', async () => {
    const pdf = await upload(world.people.buyer, '规格书.pdf', fixture('document.pdf'), 'application/pdf');
    expect(pdf.status).toBe(201);
    expect((pdf.body as FileBody).file).toMatchObject({ name: '规格书.pdf', type: 'application/pdf', size: fixture('document.pdf').length });
    const image = await upload(world.people.buyer, 'C:\\fakepath\\样品.jpeg', fixture('photo.png'), 'image/jpeg');
    expect(image.status).toBe(201);
    // A PNG named .jpeg is kept as what it is.
    expect((image.body as FileBody).file).toMatchObject({ name: '样品.png', type: 'image/png' });
    // The same bytes again: the same upload.
    const again = await upload(world.people.buyer, 'copy.pdf', fixture('document.pdf'));
    expect(again.status).toBe(200);
    expect((again.body as FileBody).file.id).toBe((pdf.body as FileBody).file.id);
  });

  it('refuses other types, files not what their name says, cut-off PDFs and files over the limits', async () => {
    const svg = await upload(world.people.buyer, 'drawing.svg', fixture('drawing.svg'), 'image/svg+xml');
    expect(svg.status).toBe(415);
    expect(errorOf(svg).message).toBe('附件只能是 PDF 文件或 PNG、JPEG、GIF 图片');
    const renamed = await upload(world.people.buyer, 'page.png', fixture('html-renamed.png'));
    expect(renamed.status).toBe(415);
    expect(errorOf(renamed).message).toContain('.png');
    const bmp = await upload(world.people.buyer, 'tiny.bmp', fixture('tiny.bmp'));
    expect(bmp.status).toBe(415);
    const cut = await upload(world.people.buyer, 'cut.pdf', fixture('document.pdf').subarray(0, 100));
    expect(cut.status).toBe(415);
    expect(errorOf(cut).message).toContain('无法读取');
    const big = await upload(world.people.buyer, 'big.pdf', pdfOf(10 * 1024 * 1024 + 1));
    expect(big.status).toBe(413);
    expect(errorOf(big).message).toBe('文件过大：图片最多 5 MB，PDF 最多 10 MB');
    const fits = await upload(world.people.buyer, 'fits.pdf', pdfOf(10 * 1024 * 1024));
    expect(fits.status).toBe(201);
  }, 30_000);

  it('is for accounts of certified companies only', async () => {
    expect((await upload(null, 'a.pdf', fixture('document.pdf'))).status).toBe(401);
    expect((await upload(world.people.uncertified, 'a.pdf', fixture('document.pdf'))).status).toBe(403);
    expect((await upload(world.people.loner, 'a.pdf', fixture('document.pdf'))).status).toBe(403);
  });

  it('is checked by its bytes alone, and named without folders, quotes or control characters', async () => {
    await expect(inspectSourcingFile(Buffer.from('hello'), 'notes.txt')).rejects.toMatchObject({ reason: 'unsupported_type' });
    await expect(inspectSourcingFile(Buffer.from('hello'), 'notes.pdf')).rejects.toEqual(new UploadProblem('not_as_named', { extension: 'pdf', kind: 'PDF' }));
    expect(sourcingFileName('../../etc/"pass"\u0000wd.exe', 'application/pdf')).toBe('passwd.pdf');
    expect(sourcingFileName('', 'image/gif')).toBe('file.gif');
    expect([...sourcingFileName('长'.repeat(300) + '.pdf', 'application/pdf')].length).toBe(120);
  });
});

describe('a request’s attachments', () => {
  let requestId: number;
  let pdfId: string;
  let imageId: string;

  beforeAll(async () => {
    pdfId = (((await upload(world.people.buyer, '工艺要求.pdf', fixture('document.pdf'))).body) as FileBody).file.id;
    imageId = (((await upload(world.people.buyer, '参考图.jpg', fixture('photo.jpg'))).body) as FileBody).file.id;
    const posted = await post(world.people.buyer, requestFields(world.category, { attachments: [{ uploadId: imageId, name: '参考图.jpg' }, { uploadId: pdfId, name: '工艺要求.pdf' }] }));
    expect(posted.status).toBe(201);
    requestId = (posted.body as { request: { id: number } }).request.id;
  });

  it('keeps them in the buyer’s order', async () => {
    const rows = await database.db.select().from(sourcingRequestAttachments).where(eq(sourcingRequestAttachments.requestId, requestId));
    expect(rows.sort((a, b) => a.sortOrder - b.sortOrder).map((row) => [row.uploadId, row.name])).toEqual([
      [imageId, '参考图.jpg'],
      [pdfId, '工艺要求.pdf'],
    ]);
  });

  it('refuses a sixth file, one twice, and a file of someone else’s', async () => {
    const others = (((await upload(world.people.supplier, 'x.pdf', fixture('document.pdf'))).body) as FileBody).file.id;
    const sixIds = await Promise.all(
      [1, 2, 3, 4, 5, 6].map(async (n) => (((await upload(world.people.colleague, `p${n}.pdf`, pdfOf(1000 + n))).body) as FileBody).file.id),
    );
    const six = await post(world.people.colleague, requestFields(world.category, { attachments: sixIds.map((uploadId) => ({ uploadId, name: 'p.pdf' })) }));
    expect(six.status).toBe(400);
    expect(errorOf(six).fields?.attachments).toEqual(['最多添加 5 个附件']);
    const twice = await post(world.people.colleague, requestFields(world.category, { attachments: [sixIds[0], sixIds[0]].map((uploadId) => ({ uploadId, name: 'p.pdf' })) }));
    expect(errorOf(twice).fields?.attachments).toEqual(['同一个附件添加了两次']);
    const foreign = await post(world.people.colleague, requestFields(world.category, { attachments: [{ uploadId: others, name: 'x.pdf' }] }));
    expect(errorOf(foreign).fields?.attachments).toEqual(['附件无效，请重新上传']);
  });

  it('while pending: the buyer’s accounts and staff open them, nobody else learns of the request', async () => {
    expect((await list(requestId, world.people.buyer)).status).toBe(200);
    expect((await list(requestId, world.people.colleague)).status).toBe(200);
    expect((await list(requestId, world.people.editor)).status).toBe(200);
    expect((await list(requestId, world.people.supplier)).status).toBe(404);
    expect((await list(requestId, null)).status).toBe(404);
    expect((await download(requestId, pdfId, world.people.supplier)).status).toBe(404);
  });

  it('once live: logged-in certified companies list and download them; others are told why not', async () => {
    const approved = await callApi(reviewRoute, { method: 'POST', query: { id: String(requestId) }, body: { decision: 'approve' }, headers: { cookie: world.people.editor.cookie } });
    expect(approved.status).toBe(200);

    const listed = await list(requestId, world.people.supplier);
    expect(listed.status).toBe(200);
    expect(listed.headers['cache-control']).toBe('private, no-store');
    expect((listed.body as { attachments: unknown[] }).attachments).toEqual([
      { id: imageId, name: '参考图.jpg', type: 'image/jpeg', size: expect.any(Number), url: `/api/sourcing/${requestId}/attachments/${imageId}` },
      { id: pdfId, name: '工艺要求.pdf', type: 'application/pdf', size: fixture('document.pdf').length, url: `/api/sourcing/${requestId}/attachments/${pdfId}` },
    ]);

    const file = await download(requestId, pdfId, world.people.supplier);
    expect(file.status).toBe(200);
    expect(Buffer.compare(file.body as Buffer, fixture('document.pdf'))).toBe(0);
    expect(file.headers).toMatchObject({
      'content-type': 'application/pdf',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
      'content-security-policy': "default-src 'none'; sandbox",
    });
    expect(file.headers['content-disposition']).toBe(`attachment; filename="file-${pdfId}.pdf"; filename*=UTF-8''${encodeURIComponent('工艺要求.pdf')}`);

    const stranger = await list(requestId, null);
    expect(stranger.status).toBe(401);
    expect(errorOf(stranger).message).toBe('登录后，认证企业的账号可以查看和下载附件');
    expect((await download(requestId, pdfId, null)).status).toBe(401);
    const uncertified = await download(requestId, pdfId, world.people.uncertified);
    expect(uncertified.status).toBe(403);
    expect(errorOf(uncertified).message).toBe('附件只对认证企业开放：你的企业通过认证后即可查看');
    expect((await list(requestId, world.people.loner)).status).toBe(403);
    // Not one of this request's files, or no file id at all.
    const otherUpload = (((await upload(world.people.buyer, 'y.pdf', pdfOf(3000))).body) as FileBody).file.id;
    expect((await download(requestId, otherUpload, world.people.supplier)).status).toBe(404);
    expect((await download(requestId, 'nonsense', world.people.supplier)).status).toBe(404);
  });

  it('is never served by /api/uploads, and the public page says only how many there are', async () => {
    const direct = await callApi(uploadRoute, { query: { id: pdfId }, headers: { cookie: world.people.buyer.cookie } });
    expect(direct.status).toBe(404);
    const page = await loadSourcingDetail({ params: { id: String(requestId) }, query: {}, locale: 'zh-CN' } as unknown as PageContext);
    expect('props' in page && (await page.props).request.attachmentCount).toBe(2);
    expect(JSON.stringify(page)).not.toContain(pdfId);
    const [row] = await database.db.select().from(uploads).where(eq(uploads.id, pdfId));
    expect(row).toMatchObject({ purpose: 'sourcing', ownerId: world.people.buyer.user.id });
  });
});
