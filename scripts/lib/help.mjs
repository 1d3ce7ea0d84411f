// `--help` and `-h` for every command-line script: the usage on stdout and exit 0, before the script
// does anything (builds, starts servers, opens the database). Only the arguments before a lone `--`
// count, so a value passed on to another program (`-- -h`) is left to it.

/** Whether `args` ask for help. */
export function wantsHelp(args = process.argv.slice(2)) {
  const own = args.includes('--') ? args.slice(0, args.indexOf('--')) : args;
  return own.includes('--help') || own.includes('-h');
}

/** Prints `usage` and exits 0 when the arguments ask for help; otherwise returns. */
export function answerHelp(usage, args = process.argv.slice(2)) {
  if (!wantsHelp(args)) return;
  process.stdout.write(usage.endsWith('\n') ? usage : `${usage}\n`);
  process.exit(0);
}
