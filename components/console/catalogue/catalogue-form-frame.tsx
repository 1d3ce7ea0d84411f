import { useRouter } from 'next/router';
import { useEffect, useRef, type ReactNode } from 'react';
import { AppLink } from '@/components/common/app-link';
import { FormAlert } from '@/components/forms/form-field';
import { ConsoleShell } from '../console-shell';
import { ConsoleStaleAlert } from '../console-stale-alert';
import { routes, withQuery, type RouteKey } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import type { CatalogueKind } from '@/lib/catalogue/views';
import { EDIT_ROUTE, LIST_ROUTE, type CatalogueFormState } from './use-catalogue-form';
import shared from '../console.module.scss';
import styles from './catalogue.module.scss';

const EDIT_KEY: Record<CatalogueKind, RouteKey> = { jobs: 'adminJobEdit', consultants: 'adminConsultantEdit', partners: 'adminPartnerEdit' };

/** Whether the public site shows the record: shown, hidden by staff, or (a job) past its closing day. */
export type PublicState = 'public' | 'hidden' | 'closed';

/**
 * What the three edit pages share around their fields: the console page with
 * its title (new, or the record's name), the notice after a save (what the
 * public site shows now, with links), the record's hidden state, the form with
 * its version, what went wrong (a save refused because someone else saved
 * first, with the way to the latest version), and the save button that cannot
 * send twice.
 */
export function CatalogueFormFrame<K extends CatalogueKind>({
  kind,
  editor,
  name,
  publicState,
  publicHref,
  children,
}: {
  kind: K;
  editor: CatalogueFormState<K>;
  /** The saved record's name (its title for a job). */
  name: string | null;
  publicState: PublicState | null;
  publicHref: string | null;
  children: ReactNode;
}) {
  const { t } = useTranslation(['admin-catalogue', 'common']);
  const router = useRouter();
  const { record, saves } = editor;
  const noticeRef = useRef<HTMLDivElement>(null);
  // After each save the focus goes to the notice that says so (the form's fields were just made again).
  useEffect(() => {
    if (saves > 0) noticeRef.current?.focus();
  }, [saves]);
  const title = record ? t(`form.editTitle.${kind}`, { name }) : t(`form.newTitle.${kind}`);
  const headingId = `${kind}-form-heading`;

  return (
    <ConsoleShell routeKey={EDIT_KEY[kind]} title={title} lead={t(`form.lead.${kind}`)}>
      <div className={shared.page}>
        {editor.notice && publicState ? (
          <div ref={noticeRef} tabIndex={-1} className={styles.notice}>
            <FormAlert tone="success">
              <p>
                {t(editor.notice === 'created' ? 'form.created' : 'form.saved', { name })} {t(`form.publicState.${publicState}.${kind}`)}
              </p>
              <p className={styles.noticeLinks}>
                {publicHref ? <AppLink href={publicHref}>{t('form.viewPublic')}</AppLink> : null}
                <AppLink href={LIST_ROUTE[kind]}>{t(`form.backToList.${kind}`)}</AppLink>
                <AppLink href={EDIT_ROUTE[kind]} onClick={editor.startAnother}>
                  {t(`form.another.${kind}`)}
                </AppLink>
              </p>
            </FormAlert>
          </div>
        ) : null}
        {!editor.notice && publicState && publicState !== 'public' ? <p className={shared.note}>{t(`form.publicState.${publicState}.${kind}`)}</p> : null}
        <h2 id={headingId} className="visually-hidden">
          {title}
        </h2>
        <form key={editor.formKey} {...editor.formProps} className={styles.form} aria-labelledby={headingId}>
          {children}
          <input type="hidden" name="version" value={record?.version ?? ''} />
          {editor.stale ? (
            <ConsoleStaleAlert message={editor.stale} onReload={editor.reload} />
          ) : editor.invalid ? (
            <FormAlert>{editor.problem && Object.keys(editor.problem.fields).length === 0 ? editor.problem.message : t('form.problem')}</FormAlert>
          ) : editor.problem ? (
            <FormAlert>
              {editor.problem.message}
              {editor.problem.code === 'unauthorized' ? (
                <>
                  {' '}
                  <AppLink href={withQuery(routes.login, { redirect: router.asPath })}>{t('form.logInAgain')}</AppLink>
                </>
              ) : null}
            </FormAlert>
          ) : null}
          <div className={styles.footer}>
            <button type="submit" disabled={editor.submitDisabled} aria-busy={editor.busy || undefined}>
              {editor.busy ? t('form.saving') : record ? t('form.save') : t('form.create')}
            </button>
            <AppLink href={LIST_ROUTE[kind]}>{t(`form.backToList.${kind}`)}</AppLink>
          </div>
        </form>
      </div>
    </ConsoleShell>
  );
}
