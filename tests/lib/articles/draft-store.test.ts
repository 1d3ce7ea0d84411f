import { browserStorage, draftKey, localCopyIsNewer, readLocalDraft, removeLocalDraft, writeLocalDraft, type DraftValues, type LocalDraft } from '@/lib/articles/draft-store';

/** The copy of an article kept in localStorage, and when it is offered back. */

const values: DraftValues = {
  title: '标题',
  channel: 'hot',
  summary: '摘要',
  cover: '',
  coverWidth: null,
  coverHeight: null,
  body: '<p>正文</p>',
};
const SAVED = '2026-11-01T02:00:00.000Z';

beforeEach(() => localStorage.clear());

describe('keys', () => {
  it('are per account and per article ("new" before the first save)', () => {
    expect(draftKey(7, 42)).toBe('tmz-draft:7:42');
    expect(draftKey(7, null)).toBe('tmz-draft:7:new');
    expect(draftKey(8, 42)).not.toBe(draftKey(7, 42));
  });
});

describe('writing and reading', () => {
  it('keeps a copy and reads it back; removes it', () => {
    const storage = browserStorage();
    const copy: LocalDraft = { values, savedAt: 1_000, baseUpdatedAt: SAVED };
    expect(writeLocalDraft(storage, draftKey(1, 2), copy)).toBe(true);
    expect(readLocalDraft(storage, draftKey(1, 2))).toEqual(copy);
    expect(readLocalDraft(storage, draftKey(1, 3))).toBeNull();
    removeLocalDraft(storage, draftKey(1, 2));
    expect(readLocalDraft(storage, draftKey(1, 2))).toBeNull();
  });

  it('ignores a damaged or foreign entry', () => {
    const storage = browserStorage();
    localStorage.setItem('tmz-draft:1:2', '{not json');
    expect(readLocalDraft(storage, 'tmz-draft:1:2')).toBeNull();
    localStorage.setItem('tmz-draft:1:2', JSON.stringify({ values: { ...values, channel: 'gossip' }, savedAt: 1, baseUpdatedAt: null }));
    expect(readLocalDraft(storage, 'tmz-draft:1:2')).toBeNull();
    localStorage.setItem('tmz-draft:1:2', JSON.stringify({ values, savedAt: '1', baseUpdatedAt: null }));
    expect(readLocalDraft(storage, 'tmz-draft:1:2')).toBeNull();
  });

  it('does without storage (refused, full or absent)', () => {
    const full = {
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as Storage;
    expect(writeLocalDraft(full, 'k', { values, savedAt: 1, baseUpdatedAt: null })).toBe(false);
    expect(readLocalDraft(full, 'k')).toBeNull();
    expect(() => removeLocalDraft(full, 'k')).not.toThrow();
    expect(writeLocalDraft(null, 'k', { values, savedAt: 1, baseUpdatedAt: null })).toBe(false);
    expect(readLocalDraft(null, 'k')).toBeNull();
  });
});

describe('localCopyIsNewer', () => {
  const server = { values, updatedAt: SAVED };
  const changed = { ...values, body: '<p>正文，又写了一段</p>' };

  it('offers nothing without a local copy', () => {
    expect(localCopyIsNewer(null, server)).toBe(false);
    expect(localCopyIsNewer(null, null)).toBe(false);
  });

  it('offers a copy made on top of the server’s current version, whatever the clocks say', () => {
    expect(localCopyIsNewer({ values: changed, savedAt: Date.parse(SAVED) - 600_000, baseUpdatedAt: SAVED }, server)).toBe(true);
  });

  it('offers a copy written after the server’s version was saved', () => {
    expect(localCopyIsNewer({ values: changed, savedAt: Date.parse(SAVED) + 1, baseUpdatedAt: '2026-10-31T00:00:00.000Z' }, server)).toBe(true);
  });

  it('does not offer a copy older than a version saved since (another tab, another device)', () => {
    expect(localCopyIsNewer({ values: changed, savedAt: Date.parse(SAVED) - 1, baseUpdatedAt: '2026-10-31T00:00:00.000Z' }, server)).toBe(false);
    expect(localCopyIsNewer({ values: changed, savedAt: Date.parse(SAVED) - 1, baseUpdatedAt: null }, server)).toBe(false);
  });

  it('does not offer a copy that says what the server has', () => {
    expect(localCopyIsNewer({ values: { ...values }, savedAt: Date.parse(SAVED) + 60_000, baseUpdatedAt: SAVED }, server)).toBe(false);
  });

  it('offers any copy with content for an article not on the server yet', () => {
    expect(localCopyIsNewer({ values, savedAt: 1, baseUpdatedAt: null }, null)).toBe(true);
    const empty = { ...values, title: ' ', summary: '', body: '' };
    expect(localCopyIsNewer({ values: empty, savedAt: 1, baseUpdatedAt: null }, null)).toBe(false);
  });
});
