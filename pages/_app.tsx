import type { AppProps } from 'next/app';
import type { NextPage } from 'next';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { Activity, useState, type ReactNode } from 'react';
import { OutInTransition } from '@/components/layout/out-in-transition';
import { OfflineNotice } from '@/components/layout/offline-notice';
import { SiteProvider } from '@/components/providers/site-context';
import { ViewerProvider } from '@/components/providers/viewer-context';
import { DefaultLayout } from '@/layouts/default-layout';
import { EmptyLayout } from '@/layouts/empty-layout';
import { addPageResources, createI18n, DEFAULT_LOCALE, type I18nProps, type Translator } from '@/lib/i18n';
import { TranslationProvider } from '@/lib/use-translation';
import { setRuntimeApiBaseUrl } from '@/lib/runtime-config';
import type { Viewer } from '@/lib/guards';
import type { RuntimeConfig, SiteConfig } from '@/lib/site-config';
import { routePathname, useAppBehaviours } from '@/lib/use-app-behaviours';
import '@/styles/globals.scss';

export type LayoutName = 'default' | 'empty';

/** A page chooses its layout with a static property (`Page.layout = 'empty'`). */
export type SitePage<P = Record<string, unknown>> = NextPage<P> & { layout?: LayoutName };

interface SharedPageProps {
  i18n?: I18nProps;
  site?: SiteConfig;
  runtime?: RuntimeConfig;
  viewer?: Viewer | null;
}

const EMPTY_I18N: I18nProps = { locale: DEFAULT_LOCALE, resources: {} };

/** One translator for the life of the app; each page's namespaces are added as it arrives. */
function useI18n(props: I18nProps | undefined): Translator {
  const incoming = props ?? EMPTY_I18N;
  const [i18n] = useState(() => createI18n(incoming));
  addPageResources(i18n, incoming);
  return i18n;
}

export default function App({ Component, pageProps }: AppProps<SharedPageProps>) {
  const router = useRouter();
  const page = Component as SitePage;
  const { i18n: i18nProps, site, runtime, viewer } = pageProps;
  const i18n = useI18n(i18nProps);
  setRuntimeApiBaseUrl(runtime?.apiBaseUrl);
  const online = useAppBehaviours(site?.statisticsId, site?.wechatShare);

  // The site's chrome needs its settings: a page without them (an error in the browser) shows alone.
  const layoutName: LayoutName = site ? (page.layout ?? 'default') : 'empty';
  const pageKey = routePathname(router.asPath);
  const content: ReactNode = (
    <OutInTransition name="page" transitionKey={pageKey}>
      <Activity>
        <Component {...pageProps} />
      </Activity>
    </OutInTransition>
  );

  return (
    <TranslationProvider translator={i18n}>
      <SiteProvider value={site ?? null}>
        <ViewerProvider fromPage={viewer}>
          <Head>
            <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
          </Head>
          <OutInTransition name="layout" transitionKey={layoutName}>
            {layoutName === 'empty' ? <EmptyLayout>{content}</EmptyLayout> : <DefaultLayout>{content}</DefaultLayout>}
          </OutInTransition>
          <OfflineNotice online={online} />
        </ViewerProvider>
      </SiteProvider>
    </TranslationProvider>
  );
}
