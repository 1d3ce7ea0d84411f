import { eq } from 'drizzle-orm';
import uploadRoute from '@/pages/api/uploads';
import fileRoute from '@/pages/api/uploads/[id]';
import { issueSession } from '@/server/auth/sessions';
import { useDatabase } from '@/server/db';
import type { Database } from '@/server/db/client';
import { uploadBlobs, uploads } from '@/server/db/schema';
import type { UploadView } from '@/lib/uploads/views';
import { apiError, buildUser, freshIp } from './auth-support';
import { callApi } from './support/api';
import { freshDatabase } from './support/db';
import { CLOSING, fixture, multipartBody, partHead, postMultipart, type Part, type UploadCall } from './support/multipart';

/**
 * POST /api/uploads and GET /api/uploads/{id} against a fresh database:
 * what is accepted and how it is stored, what is refused and how, who may
 * upload and fetch what, and the headers a served file carries.
 */

let database: Database;
const cookies: Record<'member' | 'member2' | 'editor' | 'admin', string> = { member: '', member2: '', editor: '', admin: '' };
const userIds: Record<keyof typeof cookies, number> = { member: 0, member2: 0, editor: 0, admin: 0 };

beforeAll(async () => {
  database = await freshDatabase();
  useDatabase(database);
  for (const who of Object.keys(cookies) as (keyof typeof cookies)[]) {
    const user = await buildUser(database.db, { kind: who === 'member2' ? 'member' : who });
    const { token } = await issueSession(database.db, user, { persistent: false });
    cookies[who] = `tmz_session=${token}`;
    userIds[who] = user.id;
  }
}, 60_000);
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(uploads);
  await database.db.delete(uploadBlobs);
});

type Who = keyof typeof cookies | null;

function filePart(name: string, options: { filename?: string; type?: string; bytes?: Buffer } = {}): Part {
  return { name: 'file', filename: options.filename ?? name, type: options.type ?? 'application/octet-stream', bytes: options.bytes ?? fixture(name) };
}

/** Posts one file (with a purpose field first, unless null) as `who`, from a fresh address unless told. */
function upload(file: Part, who: Who = 'member', purpose: string | null = 'image', call: UploadCall = {}) {
  const parts: Part[] = purpose === null ? [file] : [{ name: 'purpose', value: purpose }, file];
  return postMultipart(uploadRoute, multipartBody(parts), { ip: freshIp(), ...(who ? { cookie: cookies[who] } : {}), ...call });
}

const viewOf = (answer: { body: unknown }) => (answer.body as { upload: UploadView }).upload;

function fetchFile(id: string, who: Who = null, headers: Record<string, string> = {}, method = 'GET') {
  return callApi(fileRoute, { method, query: { id }, ip: freshIp(), headers: { ...(who ? { cookie: cookies[who] } : {}), ...headers } });
}

async function blobOf(id: string) {
  const [row] = await database.db.select({ blob: uploadBlobs }).from(uploads).innerJoin(uploadBlobs, eq(uploadBlobs.sha256, uploads.sha256)).where(eq(uploads.id, id));
  if (!row) throw new Error(`no upload ${id}`);
  return row.blob;
}

const UNSUPPORTED = apiError('unsupported_media_type', '只能上传 PNG、JPEG、GIF、BMP 或 ICO 格式的图片');
const UNDECODABLE = apiError('unsupported_media_type', '无法读取这张图片，文件可能已损坏或不完整。请上传 PNG、JPEG、GIF、BMP 或 ICO 格式的图片');
const NOT_FOUND = apiError('not_found', '没有找到这个文件');

describe('accepted uploads', () => {
  it.each([
    ['photo.png', 'image/png', 24, 16, true],
    // The JPEG's EXIF says to turn it: it is stored upright.
    ['photo.jpg', 'image/jpeg', 16, 24, true],
    ['animated.gif', 'image/gif', 12, 10, true],
    ['tiny.bmp', 'image/bmp', 4, 3, false],
    ['favicon.ico', 'image/x-icon', 16, 16, false],
  ])('%s → 201 as %s, %i×%i, re-encoded: %s', async (name, type, width, height, reencoded) => {
    const answer = await upload(filePart(name));
    expect(answer.status).toBe(201);
    const view = viewOf(answer);
    expect(view).toEqual({ id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), url: `/api/uploads/${view.id}`, purpose: 'image', type, size: expect.any(Number), width, height });
    const blob = await blobOf(view.id);
    expect(blob).toMatchObject({ type, width, height, size: view.size });
    expect(blob.bytes.length).toBe(view.size);
    if (!reencoded) expect(blob.bytes.equals(fixture(name))).toBe(true);
    const [row] = await database.db.select().from(uploads).where(eq(uploads.id, view.id));
    expect(row).toMatchObject({ purpose: 'image', ownerId: userIds.member });
  });

  it('stores a re-encoded image: the JPEG without its EXIF and the script hidden in it', async () => {
    const view = viewOf(await upload(filePart('photo.jpg')));
    const { bytes } = await blobOf(view.id);
    expect(fixture('photo.jpg').includes('<script>')).toBe(true);
    expect(bytes.includes('<script>')).toBe(false);
    expect(bytes.includes('Exif')).toBe(false);
  });

  it('takes a real PNG named shell.php for what its bytes are, and serves it under a name of its own', async () => {
    const answer = await upload(filePart('photo.png', { filename: 'shell.php', type: 'application/x-php' }));
    expect(answer.status).toBe(201);
    const view = viewOf(answer);
    expect(view.type).toBe('image/png');
    const served = await fetchFile(view.id);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-disposition']).toBe(`inline; filename="image-${view.id}.png"`);
    expect(JSON.stringify(served.headers)).not.toContain('php');
  });

  it.each(['polyglot.png', 'polyglot.jpg'])('accepts the polyglot %s, but the HTML it carries is not stored or served', async (name) => {
    expect(fixture(name).includes('<script>alert("polyglot")</script>')).toBe(true);
    const answer = await upload(filePart(name));
    expect(answer.status).toBe(201);
    const { bytes } = await blobOf(viewOf(answer).id);
    expect(bytes.includes('<script>')).toBe(false);
    expect(bytes.includes('<html>')).toBe(false);
    const served = await fetchFile(viewOf(answer).id);
    expect(Buffer.isBuffer(served.body) && served.body.equals(bytes)).toBe(true);
  });
});

describe('refused files', () => {
  it('refuses an SVG, naming the types it takes', async () => {
    const answer = await upload(filePart('drawing.svg', { type: 'image/svg+xml' }));
    expect(answer.status).toBe(415);
    expect(answer.body).toEqual(UNSUPPORTED);
  });

  it('refuses an HTML page named .png and sent as image/png, saying its content is not an image (not a wrong extension)', async () => {
    const answer = await upload(filePart('html-renamed.png', { type: 'image/png' }));
    expect(answer.status).toBe(415);
    expect(answer.body).toEqual(
      apiError('unsupported_media_type', '这个文件名为 .png，但内容并不是图片（可能只是改了扩展名）。请上传 PNG、JPEG、GIF、BMP 或 ICO 格式的图片'),
    );
  });

  it('refuses a PDF, in English when asked', async () => {
    const answer = await upload(filePart('document.pdf', { type: 'application/pdf' }), 'member', 'image', { lang: 'en' });
    expect(answer.status).toBe(415);
    expect(answer.body).toEqual(apiError('unsupported_media_type', 'Only PNG, JPEG, GIF, BMP or ICO images can be uploaded'));
  });

  it.each(['truncated.png', 'truncated.jpg', 'truncated.bmp'])('refuses %s, cut short', async (name) => {
    const answer = await upload(filePart(name, { type: 'image/png' }));
    expect(answer.status).toBe(415);
    expect(answer.body).toEqual(UNDECODABLE);
  });

  it('refuses a pixel flood (a tiny file claiming 10000×10000) with 413', async () => {
    const answer = await upload(filePart('pixel-flood.png'));
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual(apiError('payload_too_large', '图片尺寸过大（10000×10000 像素），最多 4000 万像素'));
  });

  it('stores nothing for a refused file', async () => {
    await upload(filePart('drawing.svg'));
    await upload(filePart('pixel-flood.png'));
    expect(await database.db.select().from(uploads)).toEqual([]);
    expect(await database.db.select().from(uploadBlobs)).toEqual([]);
  });
});

describe('the size limit', () => {
  /** A body of a PNG signature and `size` filler bytes in 64 kB chunks, made as it is read (never held whole). */
  function* oversizeBody(size: number) {
    yield Buffer.concat([partHead({ name: 'purpose', value: '' }), Buffer.from('image\r\n')]);
    yield partHead({ name: 'file', filename: 'big.png', type: 'image/png', bytes: Buffer.alloc(0) });
    yield Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const chunk = Buffer.alloc(64 * 1024, 0x41);
    for (let sent = 0; sent < size; sent += chunk.length) yield chunk;
    yield Buffer.from('\r\n');
    yield CLOSING;
  }

  it('answers 413 at the first byte over 5 MB, without reading the rest, and closes the connection', async () => {
    const total = 20 * 1024 * 1024;
    const answer = await postMultipart(uploadRoute, oversizeBody(total), { ip: freshIp(), cookie: cookies.member });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual(apiError('payload_too_large', '图片不能超过 5 MB'));
    expect(answer.headers.connection).toBe('close');
    expect(answer.stream.pulled).toBeGreaterThan(5 * 1024 * 1024);
    expect(answer.stream.pulled).toBeLessThan(6 * 1024 * 1024);
    expect(await database.db.select().from(uploadBlobs)).toEqual([]);
  });

  it('answers 413 before reading anything when the declared length is over the limit', async () => {
    const answer = await postMultipart(uploadRoute, oversizeBody(20 * 1024 * 1024), {
      ip: freshIp(),
      cookie: cookies.member,
      headers: { 'content-length': String(20 * 1024 * 1024) },
    });
    expect(answer.status).toBe(413);
    expect(answer.stream.pulled).toBe(0);
  });
});

describe('the form', () => {
  it('refuses a form without a file field', async () => {
    const answer = await postMultipart(uploadRoute, multipartBody([{ name: 'purpose', value: 'image' }]), { ip: freshIp(), cookie: cookies.member });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(apiError('bad_request', '请选择要上传的图片'));
  });

  it('refuses an empty file (a form sent with no file chosen)', async () => {
    const answer = await upload(filePart('', { bytes: Buffer.alloc(0) }));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(apiError('bad_request', '请选择要上传的图片'));
  });

  it('refuses two files', async () => {
    const body = multipartBody([{ name: 'purpose', value: 'image' }, filePart('photo.png'), filePart('tiny.bmp')]);
    const answer = await postMultipart(uploadRoute, body, { ip: freshIp(), cookie: cookies.member });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(apiError('bad_request', '一次只能上传一张图片'));
    expect(await database.db.select().from(uploads)).toEqual([]);
  });

  it('refuses a purpose other than image or licence, with the field named', async () => {
    const answer = await upload(filePart('photo.png'), 'member', 'avatar');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(apiError('validation_failed', '请检查填写的内容。', { purpose: ['用途只能是 image（文章图片）或 licence（营业执照）'] }));
  });

  it('refuses a purpose sent after the file', async () => {
    const body = multipartBody([filePart('photo.png'), { name: 'purpose', value: 'licence' }]);
    const answer = await postMultipart(uploadRoute, body, { ip: freshIp(), cookie: cookies.member });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(apiError('bad_request', '请先发送 purpose 字段，再发送 file 字段'));
  });

  it('takes an image when no purpose is sent', async () => {
    const answer = await upload(filePart('photo.png'), 'member', null);
    expect(answer.status).toBe(201);
    expect(viewOf(answer).purpose).toBe('image');
  });

  it('refuses a body that is not multipart, and a form from another site', async () => {
    const json = await callApi(uploadRoute, { method: 'POST', body: { file: 'x' }, ip: freshIp(), headers: { cookie: cookies.member } });
    expect(json.status).toBe(415);
    expect(json.body).toEqual(apiError('unsupported_media_type', '不支持此内容类型。'));
    const foreign = await upload(filePart('photo.png'), 'member', 'image', { headers: { origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
    expect(foreign.body).toEqual(apiError('forbidden', '没有权限执行此操作。'));
  });

  it('answers 405 with Allow to other methods', async () => {
    const answer = await callApi(uploadRoute, { method: 'GET' });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('POST');
  });
});

describe('who may upload', () => {
  it('answers 401 to an anonymous article image, before reading the file', async () => {
    const big = Buffer.concat([fixture('photo.png'), Buffer.alloc(3 * 1024 * 1024)]);
    const answer = await upload(filePart('photo.png', { bytes: big }), null);
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual(apiError('unauthorized', '请先登录再上传图片'));
    expect(answer.stream.pulled).toBeLessThan(1024 * 1024);
    expect(answer.headers.connection).toBe('close');
  });

  it('answers 401 to an anonymous upload with no purpose (an image, by default)', async () => {
    const answer = await upload(filePart('photo.png'), null, null);
    expect(answer.status).toBe(401);
  });

  it('takes an anonymous licence, owned by nobody', async () => {
    const answer = await upload(filePart('photo.jpg'), null, 'licence');
    expect(answer.status).toBe(201);
    const view = viewOf(answer);
    expect(view.purpose).toBe('licence');
    const [row] = await database.db.select().from(uploads).where(eq(uploads.id, view.id));
    expect(row).toMatchObject({ purpose: 'licence', ownerId: null });
  });

  it('limits uploads to 60 an hour per address, refused ones included', async () => {
    const ip = freshIp();
    const empty = multipartBody([{ name: 'purpose', value: 'image' }]);
    for (let i = 0; i < 60; i += 1) expect((await postMultipart(uploadRoute, empty, { ip, cookie: cookies.member })).status).toBe(400);
    const locked = await upload(filePart('photo.png'), 'member', 'image', { ip });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(3500);
    expect(locked.body).toEqual(apiError('rate_limited', '上传过于频繁，请 60 分钟后再试'));
    expect((await upload(filePart('photo.png'), 'member', 'image', { ip: freshIp() })).status).toBe(201);
  });
});

describe('the same image twice', () => {
  it('gives the same account its earlier upload (200), keeping the bytes once', async () => {
    const first = await upload(filePart('photo.png'));
    const again = await upload(filePart('photo.png', { filename: 'copy.png' }));
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(viewOf(again)).toEqual(viewOf(first));
    expect(await database.db.select().from(uploads)).toHaveLength(1);
    expect(await database.db.select({ sha256: uploadBlobs.sha256 }).from(uploadBlobs)).toHaveLength(1);
  });

  it.each([
    ['new bytes', false],
    // The blob stored already: inserting it again waits for nobody, so nothing but the lock keeps the uploads apart.
    ['bytes another account sent before', true],
  ])('gives one row for simultaneous identical uploads by one account (%s): every answer names it', async (_, stored) => {
    const before = stored ? [viewOf(await upload(filePart('photo.png'), 'member2')).id] : [];
    const answers = await Promise.all(Array.from({ length: 8 }, () => upload(filePart('photo.png'))));
    const rows = await database.db.select().from(uploads).where(eq(uploads.ownerId, userIds.member));
    expect(rows).toHaveLength(1);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((answer) => viewOf(answer).id))).toEqual(new Set([rows[0]!.id]));
    expect(before).not.toContain(rows[0]!.id);
    expect(await database.db.select({ sha256: uploadBlobs.sha256 }).from(uploadBlobs)).toHaveLength(1);
  });

  it('gives another account, another purpose and an anonymous sender uploads of their own, on the one blob', async () => {
    const mine = viewOf(await upload(filePart('photo.png')));
    const theirs = await upload(filePart('photo.png'), 'member2');
    const asLicence = await upload(filePart('photo.png'), 'member', 'licence');
    const anonymous = [await upload(filePart('photo.png'), null, 'licence'), await upload(filePart('photo.png'), null, 'licence')];
    for (const answer of [theirs, asLicence, ...anonymous]) {
      expect(answer.status).toBe(201);
      expect(viewOf(answer).id).not.toBe(mine.id);
    }
    expect(viewOf(anonymous[0]!).id).not.toBe(viewOf(anonymous[1]!).id);
    expect(await database.db.select().from(uploads)).toHaveLength(5);
    expect(await database.db.select({ sha256: uploadBlobs.sha256 }).from(uploadBlobs)).toHaveLength(1);
  });
});

describe('GET /api/uploads/{id}', () => {
  it('serves an article image with its type, safe headers, a year of caching and its SHA-256 as ETag', async () => {
    const view = viewOf(await upload(filePart('photo.png')));
    const blob = await blobOf(view.id);
    const answer = await fetchFile(view.id);
    expect(answer.status).toBe(200);
    expect(answer.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(view.size),
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'content-disposition': `inline; filename="image-${view.id}.png"`,
      'cache-control': 'public, max-age=31536000, immutable',
      etag: `"${blob.sha256}"`,
    });
    expect(answer.cookies).toEqual([]);
    expect(Buffer.isBuffer(answer.body) && answer.body.equals(blob.bytes)).toBe(true);
  });

  it.each([
    ['photo.jpg', 'jpg'],
    ['animated.gif', 'gif'],
    ['tiny.bmp', 'bmp'],
    ['favicon.ico', 'ico'],
  ])('names %s by its stored type (.%s)', async (name, extension) => {
    const view = viewOf(await upload(filePart(name)));
    const answer = await fetchFile(view.id);
    expect(answer.headers['content-type']).toBe(view.type);
    expect(answer.headers['content-disposition']).toBe(`inline; filename="image-${view.id}.${extension}"`);
  });

  it('answers 304 without the bytes when If-None-Match names its ETag', async () => {
    const view = viewOf(await upload(filePart('photo.png')));
    const etag = (await fetchFile(view.id)).headers.etag as string;
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const answer = await fetchFile(view.id, null, { 'if-none-match': header });
      expect(answer.status).toBe(304);
      expect(answer.body).toBeUndefined();
      expect(answer.headers.etag).toBe(etag);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    expect((await fetchFile(view.id, null, { 'if-none-match': '"other"' })).status).toBe(200);
  });

  it('answers HEAD with the headers and no body', async () => {
    const view = viewOf(await upload(filePart('photo.png')));
    const answer = await fetchFile(view.id, null, {}, 'HEAD');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-length']).toBe(String(view.size));
    expect(answer.headers['content-type']).toBe('image/png');
    expect(answer.body).toBeUndefined();
  });

  it('answers 404 to an unknown id and to a malformed one, alike', async () => {
    for (const id of ['AAAAAAAAAAAAAAAAAAAAAA', 'short', '../../etc/passwd', 'A'.repeat(23), 'AAAAAAAAAAAAAAAAAAAA.png']) {
      const answer = await fetchFile(id);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual(NOT_FOUND);
    }
  });
});

describe('a licence', () => {
  it('is served to its uploader and to staff as an attachment, kept by no cache', async () => {
    const view = viewOf(await upload(filePart('photo.jpg'), 'member', 'licence'));
    for (const who of ['member', 'editor', 'admin'] as const) {
      const answer = await fetchFile(view.id, who);
      expect(answer.status).toBe(200);
      expect(answer.headers).toMatchObject({
        'content-type': 'image/jpeg',
        'content-disposition': `attachment; filename="licence-${view.id}.jpg"`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
      });
    }
  });

  it('is a 404 to another member and to someone not logged in, like an id that does not exist', async () => {
    const view = viewOf(await upload(filePart('photo.jpg'), 'member', 'licence'));
    for (const who of ['member2', null] as const) {
      const answer = await fetchFile(view.id, who);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual(NOT_FOUND);
      expect(answer.headers['cache-control']).toBe('no-store');
    }
  });

  it('uploaded anonymously, is for staff only', async () => {
    const view = viewOf(await upload(filePart('photo.jpg'), null, 'licence'));
    expect((await fetchFile(view.id)).status).toBe(404);
    expect((await fetchFile(view.id, 'member')).status).toBe(404);
    expect((await fetchFile(view.id, 'editor')).status).toBe(200);
  });
});
