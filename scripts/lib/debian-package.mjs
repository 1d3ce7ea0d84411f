// Debian packages the tests need (Chromium, Java, xmllint, a CJK font): nothing to do when one of the
// files is there; else, as root, apt-get installs the package from the machine's own sources (nothing
// else downloaded); else the tests stop and say what to install.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

function run(command, args, env) {
  console.log(`> ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  if (result.error) {
    console.error(`Could not run ${command}: ${result.error.message}`);
    return 1;
  }
  return result.status ?? 1;
}

/**
 * Makes sure one of `files` exists, installing Debian's `pkg` (described as `what`) when none does and
 * we run as root; exits the process with a clear message when it cannot.
 */
export function ensureDebianPackage(files, pkg, what, env = process.env) {
  const wanted = Array.isArray(files) ? files : [files];
  if (wanted.some((file) => existsSync(file))) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `The tests need ${what} (${wanted.join(' or ')}), and it is not installed.\n` +
        `Install it as root (apt-get update && apt-get install -y --no-install-recommends ${pkg}), then run the tests again.`,
    );
    process.exit(1);
  }
  console.log(`${what} is missing (${wanted[0]}): installing Debian's ${pkg}.`);
  const aptEnv = { ...env, DEBIAN_FRONTEND: 'noninteractive' };
  if (run('apt-get', ['update'], aptEnv) !== 0) {
    console.error(`apt-get update failed; cannot install ${pkg}.`);
    process.exit(1);
  }
  if (run('apt-get', ['install', '-y', '--no-install-recommends', pkg], aptEnv) !== 0 || !wanted.some((file) => existsSync(file))) {
    console.error(`apt-get could not install ${pkg} (expected ${wanted.join(' or ')}).`);
    process.exit(1);
  }
}

/**
 * The CJK font of PDF tickets (server/activities/registrations/ticket-font.ts, whose places are in
 * ticket-fonts.json): TICKET_FONT_PATH when set, else one of the usual places; else its Debian package.
 */
export function ensureTicketFont(env = process.env) {
  const fonts = JSON.parse(readFileSync(path.join(root, 'server', 'activities', 'registrations', 'ticket-fonts.json'), 'utf8'));
  const setting = env.TICKET_FONT_PATH?.trim();
  if (setting) {
    if (!existsSync(setting)) {
      console.error(`TICKET_FONT_PATH=${setting} is not a file: the PDF ticket tests need a CJK font there (or leave it unset).`);
      process.exit(1);
    }
    return;
  }
  ensureDebianPackage(fonts.candidates, fonts.package, 'A CJK font for PDF tickets', env);
}
