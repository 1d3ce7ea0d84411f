import { ExhibitorCentre } from '@/components/account/exhibitor-centre';
import type { SitePage } from '@/pages/_app';
import { loadExhibitorCentre, type ExhibitorCentreProps } from '@/server/loaders/account';
import { definePage } from '@/server/page';

const ExhibitorCentrePage: SitePage<ExhibitorCentreProps> = ({ exhibitor }) => <ExhibitorCentre exhibitor={exhibitor} />;

export default ExhibitorCentrePage;
export const getServerSideProps = definePage<ExhibitorCentreProps>({
  namespaces: ['account'],
  guards: ['exhibitor'],
  load: loadExhibitorCentre,
});
