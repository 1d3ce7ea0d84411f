import { MyQuotePage } from '@/components/sourcing/my-quote-page';
import type { SitePage } from '@/pages/_app';
import { definePage } from '@/server/http/page';
import { loadMyQuote, type MyQuoteProps } from '@/server/sourcing/compare';

const MyQuote: SitePage<MyQuoteProps> = ({ mine }) => <MyQuotePage mine={mine} />;

export default MyQuote;
export const getServerSideProps = definePage<MyQuoteProps>({ namespaces: ['sourcing'], guards: ['auth'], load: (ctx) => loadMyQuote(ctx) });
