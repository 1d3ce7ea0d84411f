// `npm run user:create -- --kind admin|editor|exhibitor --login …`: creates a staff or exhibitor
// account in DATABASE_URL, or in the embedded database in DATA_DIR (stop the server first: the
// embedded database can be open in one process only). See server/accounts/user-create-command.ts.
import { loadEnvConfig } from '@next/env';
import { closeDatabase, database, seedWhenOpened } from '../server/db';
import { seedDemoContent } from '../server/site/demo-seed';
import { parseCommand, runUserCreate, UsageError, USAGE } from '../server/accounts/user-create-command';
import { answerHelp } from './lib/help.mjs';

// Asked for help: the usage alone (no "Unknown option" before it), exit 0.
answerHelp(USAGE);

// The password only from the real environment: a USER_PASSWORD left in a .env file must not become every new account's.
const passwordFromEnv = process.env.USER_PASSWORD;
loadEnvConfig(process.cwd(), false);

/** Reads a line from the terminal without echoing it. */
function askHidden(question: string): Promise<string> {
  const { stdin, stdout } = process;
  return new Promise((resolve, reject) => {
    let typed = '';
    stdout.write(question);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    const stop = () => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      stdout.write('\n');
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          stop();
          resolve(typed);
          return;
        }
        if (char === '\u0003') {
          stop();
          reject(new UsageError('Cancelled.'));
          return;
        }
        if (char === '\u007f' || char === '\b') typed = Array.from(typed).slice(0, -1).join('');
        else typed += char;
      }
    };
    stdin.on('data', onData);
  });
}

async function readPassword(): Promise<string> {
  if (passwordFromEnv) return passwordFromEnv;
  if (!process.stdin.isTTY) throw new UsageError('No terminal to ask for the password: set USER_PASSWORD.');
  const first = await askHidden('Password: ');
  const second = await askHidden('Password again: ');
  if (first !== second) throw new UsageError('The two passwords differ.');
  return first;
}

async function main() {
  const input = parseCommand(process.argv.slice(2));
  const password = await readPassword();
  // As the app would: an empty database gets the demo content first.
  seedWhenOpened(seedDemoContent);
  const { db } = await database();
  console.log(await runUserCreate(db, input, password));
}

main()
  .catch((error: unknown) => {
    if (error instanceof UsageError) {
      console.error(error.message);
      if (!/^(Cancelled|The two|An account|The password|A password|This password|No terminal|No activity)/.test(error.message)) console.error(`\n${USAGE}`);
    } else {
      console.error(error instanceof Error ? error.message : error);
    }
    process.exitCode = 1;
  })
  .finally(() => closeDatabase());
