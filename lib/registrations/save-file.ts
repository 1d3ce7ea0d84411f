/**
 * Saves a file the page fetched (a Blob) under `filename`, as a download link would: for files that need a
 * proof sent in a request's body, which a plain link cannot carry.
 */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the address after click() returns: let it live a moment.
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
