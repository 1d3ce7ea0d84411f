import fs from 'node:fs';
import path from 'node:path';

/**
 * server/ is organised by domain (server/README.md): no loose modules at its root, and every folder says what
 * lives in it, so a newcomer finds where a rule lives.
 */
const SERVER = path.join(process.cwd(), 'server');
const entries = fs.readdirSync(SERVER, { withFileTypes: true });

it('has no loose modules at its root, only domain folders and its index README', () => {
  expect(entries.filter((entry) => entry.isFile()).map((entry) => entry.name)).toEqual(['README.md']);
});

it('has a README in every domain folder, and the index names every folder', () => {
  const folders = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  expect(folders.filter((folder) => !fs.existsSync(path.join(SERVER, folder, 'README.md')))).toEqual([]);
  const index = fs.readFileSync(path.join(SERVER, 'README.md'), 'utf8');
  expect(folders.filter((folder) => !index.includes(`\`${folder}/\``))).toEqual([]);
});
