import type { GetServerSidePropsResult } from 'next';
import { localePrefix, toLocale } from '@/lib/i18n';
import { routes, withQuery } from '@/lib/routes';
import { emailAddress } from '@/lib/people/safe-links';
import type { ConsultantDetailView, PeopleProps } from '@/lib/people/views';
import { cached } from '../kernel/cache';
import { getConsultant, listConsultants, listPartners } from './public';
import { database } from '../db';
import { consultantCard, partnerView } from './views';
import { recordOfIdQuery, type PageContext } from '../http/page';
import { personVCard, qrSvg } from '../kernel/qr';
import { siteConfig } from '../kernel/site-config';

/** Consultants and partners (all of them, or the first `limit` of each) in the request's language. */
export async function loadPeople(ctx: Pick<PageContext, 'locale'>, limit?: { consultants: number; partners: number }): Promise<PeopleProps> {
  const { db } = await database();
  const english = toLocale(ctx.locale) === 'en';
  const [consultantRows, partnerRows] = await Promise.all([
    cached(`consultants:list:${limit?.consultants ?? 'all'}`, ['consultants'], () => listConsultants(db, limit?.consultants)),
    cached(`partners:list:${limit?.partners ?? 'all'}`, ['partners'], () => listPartners(db, limit?.partners)),
  ]);
  return {
    consultants: consultantRows.map((row) => consultantCard(row, english)),
    partners: partnerRows.map((row) => partnerView(row, english)),
  };
}

/** /home/page-5: every visible consultant and partner. */
export async function loadPartnersPage(ctx: PageContext): Promise<GetServerSidePropsResult<PeopleProps>> {
  return { props: await loadPeople(ctx) };
}

export interface ConsultantDetailProps extends Record<string, unknown> {
  consultant: ConsultantDetailView;
}

/** /home/consultantItem?id=: a visible consultant with a vCard QR code; anything else is a 404. */
export async function loadConsultantDetail(ctx: PageContext): Promise<GetServerSidePropsResult<ConsultantDetailProps>> {
  const row = await recordOfIdQuery(ctx, ['consultants'], (id) => `consultants:detail:${id}`, getConsultant);
  if (!row) return { notFound: true };
  const locale = toLocale(ctx.locale);
  const english = locale === 'en';
  const site = siteConfig();
  const card = consultantCard(row, english);
  const email = emailAddress(row.email);
  const vcard = personVCard({
    name: card.name,
    title: card.title,
    organisation: english ? site.nameEn : site.name,
    phone: row.phone,
    email,
    url: `${site.url}${localePrefix(locale)}${withQuery(routes.consultant, { id: row.id })}`,
  });
  return {
    props: {
      consultant: {
        ...card,
        expertise: (english && row.expertiseEn?.length ? row.expertiseEn : null) ?? row.expertise,
        bio: (english && row.bioEn) || row.bio,
        untranslated: english && !row.bioEn,
        phone: row.phone,
        email,
        vcard,
        vcardQr: await cached(`qr:${vcard}`, [], () => qrSvg(vcard), 3_600_000),
      },
    },
  };
}
