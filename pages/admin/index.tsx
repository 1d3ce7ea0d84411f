import { ConsoleDashboard } from '@/components/console/console-dashboard';
import type { SitePage } from '@/pages/_app';
import { loadConsole, type ConsoleProps } from '@/server/site/console-loader';
import { definePage } from '@/server/http/page';

const ConsolePage: SitePage<ConsoleProps> = ({ dashboard, sourcingFigures }) => <ConsoleDashboard dashboard={dashboard} sourcingFigures={sourcingFigures} />;

ConsolePage.layout = 'empty';

export default ConsolePage;
export const getServerSideProps = definePage<ConsoleProps>({ namespaces: ['console', 'account', 'sourcing'], guards: ['editor'], load: loadConsole });
