import Head from 'next/head';

/**
 * Structured data for search engines. A JSON data block is not executed, so the
 * Content-Security-Policy's ban on inline scripts does not concern it; `<` is
 * escaped so that the data cannot close the element.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c');
  return (
    <Head>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
    </Head>
  );
}
