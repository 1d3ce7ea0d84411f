import type { Segment } from '@/lib/search/query';

/** Text with its matched parts in <mark>: React text nodes, so nothing in the query or the text is ever read as HTML. */
export function HighlightedText({ segments }: { segments: readonly Segment[] }) {
  return (
    <>
      {segments.map((segment, index) => (segment.mark ? <mark key={index}>{segment.text}</mark> : <span key={index}>{segment.text}</span>))}
    </>
  );
}
