import { parseCommand, runUserCreate, UsageError } from '@/server/auth/user-create-command';
import { findExhibitorProfile, findUserByLogin } from '@/server/auth/users';
import { verifyPassword } from '@/server/auth/password';
import type { Database } from '@/server/db/client';
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

  it('refuses a login in use', async () => {
    const input = parseCommand(['--kind', 'editor', '--login', 'editor-1']);
    await runUserCreate(database.db, input, 'Quiet-river-2026');
    await expect(runUserCreate(database.db, input, 'Quiet-river-2027')).rejects.toThrow(new UsageError('An account with the login editor-1 already exists.'));
  });
});
