import { seedFile, seedRecords } from './data-files';
import {
  seedActivitySchema,
  seedArticleSchema,
  seedCategoriesSchema,
  seedCompanySchema,
  seedConsultantSchema,
  seedJobSchema,
  seedMeetingsSchema,
  seedPartnerSchema,
  seedShowFloorSchema,
  seedSourcingSchema,
} from './types';

export type {
  SeedActivity,
  SeedActivityState,
  SeedAgendaItem,
  SeedArticle,
  SeedBooth,
  SeedCategoryGroup,
  SeedChannel,
  SeedCompany,
  SeedConsultant,
  SeedFaq,
  SeedJob,
  SeedMeetings,
  SeedPartner,
  SeedShowFloor,
  SeedSourcingRequest,
} from './types';

/** Articles for the four channels. Everything is fictional: member names are made up, figures in the how-to pieces are worked examples. */
export const seedArticles = seedRecords('articles', seedArticleSchema, 'body');
/** Activities in every registration state; seats and dates are chosen so each one lands in the state it is labelled with. */
export const seedActivities = seedRecords('activities', seedActivitySchema, 'description');
export const seedJobs = seedRecords('jobs', seedJobSchema);
export const seedConsultants = seedRecords('consultants', seedConsultantSchema, 'bio');
export const seedPartners = seedRecords('partners', seedPartnerSchema, 'description');
/** The shared two-level product category list. */
export const seedCategories = seedFile('categories', seedCategoriesSchema);
/** Made-up companies of the four kinds (names, codes, addresses and contacts are fictional); the introduction is the file's text. */
export const seedCompanies = seedRecords('companies', seedCompanySchema, 'introduction');
/** The upcoming show's halls and booths, most of them with an exhibitor. */
export const seedShowFloor = seedFile('show-floor', seedShowFloorSchema);
/** Demo members and the meetings they booked at the show. */
export const seedMeetings = seedFile('meetings', seedMeetingsSchema);
/** Sourcing requests in every state, with quotes from other seeded companies (server/db/seed/sourcing.ts). */
export const seedSourcing = seedFile('sourcing', seedSourcingSchema);
