import { parseCommand, runUserCreate, UsageError } from '@/server/accounts/user-create-command';
import { findExhibitorProfile, findUserByLogin } from '@/server/auth/users';
import { verifyPassword } from '@/server/auth/password';
import type { Database } from '@/server/db/client';
import { activityExhibitors } from '@/server/db/schema';
import { insertActivity } from './support/activities';
import { freshDatabase } from './support/db';

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

describe('parseCommand', () => {
  it('reads a staff account', () => {
    expect(parseCommand(['--kind', 'editor', '--login', ' Editor@Example.com ', '--name', '内容编辑'])).toEqual({
      kind: 'editor',
      login: 'editor@example.com',
      name: '内容编辑',
    });
  });

  it('reads an exhibitor with company, booth and contact, named after the company by default', () => {
    expect(
      parseCommand(['--kind', 'exhibitor', '--login', 'booth-a108', '--company', '杭州青禾服饰', '--booth-hall', '1 号馆', '--booth-number', 'A108', '--contact-phone', '13800138000']),
    ).toEqual({
      kind: 'exhibitor',
      login: 'booth-a108',
      name: '杭州青禾服饰',
      exhibitor: { company: '杭州青禾服饰', boothHall: '1 号馆', boothNumber: 'A108', contactName: '', contactPhone: '13800138000', contactEmail: '' },
    });
  });

  it.each([
    [['--login', 'a@example.com'], '--kind must be admin, editor or exhibitor'],
    [['--kind', 'member', '--login', 'a@example.com'], '--kind must be admin, editor or exhibitor'],
    [['--kind', 'admin'], '--login is required'],
    [['--kind', 'admin', '--login', '1 2'], '--login "1 2" is not a mobile number, an e-mail address or a user name'],
    [['--kind', 'exhibitor', '--login', 'booth-b2'], '--company is required for an exhibitor'],
    [['--kind', 'admin', '--login', 'boss', '--company', 'X'], '--company is only for exhibitors'],
  ])('refuses %j', (argv, message) => {
    expect(() => parseCommand(argv)).toThrow(new UsageError(message));
  });

  it('reads the activities an exhibitor takes part in (--activity, repeatable), each once', () => {
    expect(parseCommand(['--kind', 'exhibitor', '--login', 'booth-a1', '--company', '青禾', '--activity', '3', '--activity', '12', '--activity', '3'])).toMatchObject({
      activityIds: [3, 12],
    });
    expect(() => parseCommand(['--kind', 'exhibitor', '--login', 'booth-a1', '--company', '青禾', '--activity', 'x'])).toThrow(new UsageError('--activity "x" is not an activity id'));
    expect(() => parseCommand(['--kind', 'editor', '--login', 'editor-9', '--activity', '3'])).toThrow(new UsageError('--activity is only for exhibitors'));
  });

  it('refuses an unknown option', () => {
    expect(() => parseCommand(['--kind', 'admin', '--login', 'boss', '--role', 'x'])).toThrow(UsageError);
  });
});

describe('runUserCreate', () => {
  it('creates an exhibitor whose password is stored only as a hash', async () => {
    const input = parseCommand(['--kind', 'exhibitor', '--login', 'booth-c3', '--company', '宁波织造', '--booth-number', 'C3']);
    await expect(runUserCreate(database.db, input, 'Harbour-lantern-77')).resolves.toMatch(/^Created exhibitor #\d+ with the login booth-c3\.$/);
    const user = await findUserByLogin(database.db, 'booth-c3');
    expect(user).toMatchObject({ kind: 'exhibitor', name: '宁波织造' });
    expect(user!.passwordHash).not.toContain('Harbour');
    await expect(verifyPassword('Harbour-lantern-77', user!.passwordHash)).resolves.toBe(true);
    await expect(findExhibitorProfile(database.db, user!.id)).resolves.toMatchObject({ company: '宁波织造', boothNumber: 'C3' });
  });

  it.each([
    ['short1', 'The password needs at least 8 characters.'],
    ['password1', 'This password is one of the most common ones; choose another.'],
    ['site-admin', 'The password must not be the login.'],
  ])('refuses the password %s', async (password, message) => {
    await expect(runUserCreate(database.db, parseCommand(['--kind', 'admin', '--login', 'site-admin']), password)).rejects.toThrow(new UsageError(message));
    await expect(findUserByLogin(database.db, 'site-admin')).resolves.toBeNull();
  });

  it('attaches a new exhibitor to its activities, and creates nothing when an activity does not exist', async () => {
    const activity = await insertActivity(database.db);
    const other = await insertActivity(database.db, { title: '第二场' });
    const input = parseCommand(['--kind', 'exhibitor', '--login', 'booth-d4', '--company', '温州鞋业', '--activity', String(activity.id), '--activity', String(other.id)]);
    await expect(runUserCreate(database.db, input, 'Harbour-lantern-77')).resolves.toMatch(
      new RegExp(`^Created exhibitor #\\d+ with the login booth-d4\\. It takes part in activities #${activity.id}, #${other.id}\\.$`),
    );
    const user = await findUserByLogin(database.db, 'booth-d4');
    const rows = await database.db.select().from(activityExhibitors);
    expect(rows.filter((row) => row.exhibitorId === user!.id).map((row) => row.activityId).sort()).toEqual([activity.id, other.id].sort());

    const missing = parseCommand(['--kind', 'exhibitor', '--login', 'booth-e5', '--company', '温州鞋业', '--activity', '999999']);
    await expect(runUserCreate(database.db, missing, 'Harbour-lantern-77')).rejects.toThrow(new UsageError('No activity has the id 999999.'));
    await expect(findUserByLogin(database.db, 'booth-e5')).resolves.toBeNull();
  });

  it('refuses a login in use', async () => {
    const input = parseCommand(['--kind', 'editor', '--login', 'editor-1']);
    await runUserCreate(database.db, input, 'Quiet-river-2026');
    await expect(runUserCreate(database.db, input, 'Quiet-river-2027')).rejects.toThrow(new UsageError('An account with the login editor-1 already exists.'));
  });
});
