/**
 * The dots on the right of the home page: one button per section, named by the
 * section's `data-nav`, the current one marked with aria-current. They only
 * serve section-by-section navigation, so they are built together with it, in
 * its lazily loaded chunk; CSS shows them on wide screens with a mouse only.
 * They follow the sections in the document (so in tab order, before the footer).
 */
export function createSectionDots(
  root: HTMLElement,
  sections: HTMLElement[],
  { label, className }: { label: string; className?: string },
  onSelect: (index: number) => void,
) {
  const nav = document.createElement('nav');
  nav.setAttribute('aria-label', label);
  if (className) nav.className = className;
  const buttons = sections.map((section, index) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.setAttribute('aria-label', section.dataset.nav ?? String(index + 1));
    button.addEventListener('click', () => onSelect(index));
    nav.append(button);
    return button;
  });
  root.after(nav);
  return {
    setActive(active: number) {
      buttons.forEach((button, index) => {
        if (index === active) button.setAttribute('aria-current', 'true');
        else button.removeAttribute('aria-current');
      });
    },
    remove: () => nav.remove(),
  };
}
