import { useTranslation } from '@/lib/use-translation';
import { ButtonLink } from '@/components/common/button-link';
import { EmptyState } from '@/components/common/empty-state';
import { RoutePage } from '@/components/common/route-page';
import type { Crumb } from '@/layouts/inner-page';
import type { RouteKey } from '@/lib/routes';

/**
 * A detail page whose item was not found: title band and breadcrumb of the
 * route, and a way on. Items come from the database (a later issue); until
 * then every link leads here, never to an error.
 */
export function MissingItem({
  routeKey,
  parents,
  kind,
  links,
}: {
  routeKey: RouteKey;
  parents: Crumb[];
  kind: 'article' | 'activity' | 'job';
  links: { href: string; labelKey: string }[];
}) {
  const { t } = useTranslation('listing');
  return (
    <RoutePage routeKey={routeKey} parents={parents}>
      <EmptyState
        title={t(`empty.${kind}`)}
        text={t(`empty.${kind}Text`)}
        actions={links.map((link, index) => (
          <ButtonLink key={link.href} href={link.href} variant={index === 0 ? 'primary' : 'secondary'}>
            {t(link.labelKey)}
          </ButtonLink>
        ))}
      />
    </RoutePage>
  );
}
