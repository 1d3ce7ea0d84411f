import { QuoteComparePage } from '@/components/sourcing/quote-compare-page';
import type { SitePage } from '@/pages/_app';
import { definePage } from '@/server/http/page';
import { loadQuoteCompare, type QuoteCompareProps } from '@/server/sourcing/compare';

const CompareQuotes: SitePage<QuoteCompareProps> = ({ compare }) => <QuoteComparePage compare={compare} />;

export default CompareQuotes;
export const getServerSideProps = definePage<QuoteCompareProps>({ namespaces: ['sourcing', 'companies'], guards: ['auth'], load: (ctx) => loadQuoteCompare(ctx) });
