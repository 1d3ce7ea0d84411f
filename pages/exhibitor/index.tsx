import { ExhibitorCentre } from '@/components/exhibitor/exhibitor-centre';
import type { SitePage } from '@/pages/_app';
import { loadExhibitorCentre, type ExhibitorCentreProps } from '@/server/loaders/account';
import { definePage } from '@/server/page';

const ExhibitorCentrePage: SitePage<ExhibitorCentreProps> = (props) => <ExhibitorCentre {...props} />;

export default ExhibitorCentrePage;
export const getServerSideProps = definePage<ExhibitorCentreProps>({
  namespaces: ['account', 'activity'],
  guards: ['exhibitor'],
  load: loadExhibitorCentre,
});
