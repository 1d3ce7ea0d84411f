/** "ABCD EFGH JKLM": a code is easier to read out and type in groups of four. */
export function groupedCode(code: string): string {
  return code.replace(/(.{4})(?=.)/g, '$1 ');
}
