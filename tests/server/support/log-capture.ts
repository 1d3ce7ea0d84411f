import { createLogger, setLogger } from '@/server/kernel/log';

/** Makes the app's logger (server/kernel/log.ts) write its JSON lines into the array returned, at every level. */
export function captureLog(): string[] {
  const lines: string[] = [];
  setLogger(
    createLogger(
      {
        write(line: string) {
          lines.push(line.trimEnd());
        },
      },
      'trace',
    ),
  );
  return lines;
}
