import { createLogger, setLogger } from '@/server/log';

/** Makes the app's logger (server/log.ts) write its JSON lines into the array returned, at every level. */
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
