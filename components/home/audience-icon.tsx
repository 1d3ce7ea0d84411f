/** Line icons of the four audiences, in AUDIENCES order: brand (tag), factory, service provider (tools), retailer (shop). */
const PATHS = [
  'M4 4h7l9 9-7 7-9-9zM8 8h.01',
  'M3 20V10l5 3V10l5 3V4h4l1 16zM3 20h18',
  'M14 6a4 4 0 0 0 5 5L11 19a2 2 0 0 1-3-3z',
  'M4 9l2-5h12l2 5zM5 9v11h14V9M10 20v-5h4v5',
];

export function AudienceIcon({ index }: { index: number }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round">
      <path d={PATHS[index]} />
    </svg>
  );
}
