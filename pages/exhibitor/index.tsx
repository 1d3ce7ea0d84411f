import { ExhibitorCentre } from '@/components/exhibitor/exhibitor-centre';
import type { SitePage } from '@/pages/_app';
import { loadExhibitorCentre, type ExhibitorCentreProps } from '@/server/accounts/account-loader';
import { definePage } from '@/server/http/page';

const ExhibitorCentrePage: SitePage<ExhibitorCentreProps> = (props) => <ExhibitorCentre {...props} />;

export default ExhibitorCentrePage;
export const getServerSideProps = definePage<ExhibitorCentreProps>({
  namespaces: ['account', 'activity', 'meetings'],
  guards: ['exhibitor'],
  load: loadExhibitorCentre,
});
