/** The office's info window on the live map: name, address and a directions link, as DOM for AMap.InfoWindow. */

export interface OfficeInfo {
  name: string;
  address: string;
  directionsUrl: string;
  directionsLabel: string;
  /** Said after the link's text to screen readers: it opens a new window. */
  newWindowLabel: string;
}

/** Class names of the parts (CSS-module names, which TypeScript sees as possibly undefined). */
export type OfficeInfoClasses = Record<'box' | 'name' | 'address' | 'link' | 'hidden', string | undefined>;

export function officeInfoContent(doc: Document, info: OfficeInfo, classes: OfficeInfoClasses): HTMLElement {
  const part = (tag: string, className: string | undefined, text: string) => {
    const node = doc.createElement(tag);
    node.className = className ?? '';
    node.textContent = text;
    return node;
  };
  const link = part('a', classes.link, info.directionsLabel) as HTMLAnchorElement;
  link.href = info.directionsUrl;
  link.target = '_blank';
  link.rel = 'noopener noreferrer';
  link.append(part('span', classes.hidden, info.newWindowLabel));
  const box = doc.createElement('div');
  box.className = classes.box ?? '';
  box.append(part('strong', classes.name, info.name), part('p', classes.address, info.address), link);
  return box;
}
