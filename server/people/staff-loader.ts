import type { GetServerSidePropsResult } from 'next';
import type { ConsultantEditProps, PartnerEditProps, StaffConsultantsProps, StaffPartnersProps } from '@/lib/catalogue/views';
import { loadEdit } from '../catalogue/edit-loader';
import { database } from '../db';
import type { PageContext } from '../http/page';
import { consultantRecords } from './consultants';
import { partnerRecords } from './partners';

/** The console's pages of consultants and partners: the lists (every record in the public order) and the edit pages. */

export async function loadStaffConsultants(): Promise<GetServerSidePropsResult<StaffConsultantsProps>> {
  const { db } = await database();
  return { props: { items: await consultantRecords.rows(db) } };
}

export async function loadStaffPartners(): Promise<GetServerSidePropsResult<StaffPartnersProps>> {
  const { db } = await database();
  return { props: { items: await partnerRecords.rows(db) } };
}

export async function loadConsultantEdit(ctx: PageContext): Promise<GetServerSidePropsResult<ConsultantEditProps>> {
  const { db } = await database();
  return loadEdit(ctx, (id) => consultantRecords.toEdit(db, id), (consultant) => ({ consultant }));
}

export async function loadPartnerEdit(ctx: PageContext): Promise<GetServerSidePropsResult<PartnerEditProps>> {
  const { db } = await database();
  return loadEdit(ctx, (id) => partnerRecords.toEdit(db, id), (partner) => ({ partner }));
}
