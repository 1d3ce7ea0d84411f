import { useMemo } from 'react';
import { AppLink } from '@/components/common/app-link';
import { Pagination } from '@/components/common/pagination';
import { Seo } from '@/components/common/seo';
import { InnerPage } from '@/components/layout/inner-page';
import type { ExhibitorRowView, ShowExhibitorsProps } from '@/lib/companies/floor-views';
import { routes, withQuery } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import { ExhibitorFilters } from './exhibitor-filters';
import { ExhibitorList } from './exhibitor-list';
import { HallPlan } from './hall-plan';
import styles from './show-exhibitors.module.scss';

/**
 * /tmz/exhibitors and /activityDetail/exhibitors?id=: a show's exhibitors. The filters, then a floor plan
 * per hall (the chosen exhibitor's booth highlighted, the filtered-out ones pale), then the list in booth
 * order — the same facts in words, the form screen readers and keyboards use.
 */
export function ShowExhibitors({ show, page, halls, hallChoices, exhibitors, total, matching, listPage, pageCount, filters, categories, highlight }: ShowExhibitorsProps) {
  const { t } = useTranslation(['show-floor', 'common']);
  const path = page === 'tmz' ? routes.showExhibitors : routes.activityExhibitors;
  const showId = page === 'tmz' ? null : show.id;
  const here = (extra: Record<string, string | number | undefined>) =>
    withQuery(path, { id: showId ?? undefined, hall: filters.hall ?? undefined, category: filters.category ?? undefined, ...extra });
  const locateHref = (row: ExhibitorRowView) => `${here({ company: row.companyId })}#hall-${row.hallId}`;
  const shownCompanies = useMemo(() => (filters.category === null ? null : new Set(exhibitors.map((row) => row.companyId))), [filters.category, exhibitors]);
  const title = t('show-floor:title', { show: show.title });
  const showPage = page === 'tmz' ? routes.tmz : withQuery(routes.activity, { id: show.id });
  const canonical = page === 'tmz' ? routes.showExhibitors : withQuery(routes.activityExhibitors, { id: show.id });
  const routeKey = page === 'tmz' ? 'showExhibitors' : 'activityExhibitors';
  return (
    <>
      <Seo title={title} description={t(`common:routes.${routeKey}.description`)} path={canonical} />
      <InnerPage
        title={title}
        lead={total > 0 ? t('show-floor:lead', { total, halls: hallChoices.length }) : undefined}
        crumbs={[
          page === 'tmz' ? { label: t('common:routes.tmz.title'), href: routes.tmz } : { label: show.title, href: showPage },
          { label: t('common:routes.activityExhibitors.title') },
        ]}
      >
        <div className={styles.page}>
          {total === 0 ? (
            <p className={styles.empty}>{t('show-floor:none')}</p>
          ) : (
            <>
              <ExhibitorFilters action={path} showId={showId} halls={hallChoices} categories={categories} filters={filters} />
              <div className={styles.layout}>
                <div className={styles.plans}>
                  {halls.map((hall) => (
                    <HallPlan key={hall.id} hall={hall} highlight={highlight} shownCompanies={shownCompanies} />
                  ))}
                </div>
                <section className={styles.listSection} aria-labelledby="exhibitor-list">
                  <h2 id="exhibitor-list">
                    {t('show-floor:list.title')} <span className={styles.count}>{t('show-floor:list.count', { count: matching })}</span>
                  </h2>
                  <ExhibitorList exhibitors={exhibitors} highlight={highlight} locateHref={locateHref} meetAt={show.upcoming ? show.id : null} />
                  <Pagination
                    path={path}
                    page={listPage}
                    pageCount={pageCount}
                    query={{ id: showId === null ? undefined : String(showId), hall: filters.hall?.toString(), category: filters.category?.toString() }}
                  />
                </section>
              </div>
            </>
          )}
          <p className={styles.pageLinks}>
            {show.upcoming && total > 0 ? <AppLink href={withQuery(routes.visitPlan, { show: show.id })}>{t('show-floor:visitPlan')}</AppLink> : null}
            <AppLink href={showPage}>{t('show-floor:backToShow')}</AppLink>
          </p>
        </div>
      </InnerPage>
    </>
  );
}
