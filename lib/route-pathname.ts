/** The path of a URL without its locale prefix, query or hash ("/en/brand?x#y" → "/brand"). */
export function routePathname(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  return path.replace(/^\/en(?=\/|$)/, '') || '/';
}
