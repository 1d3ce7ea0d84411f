import { seedRecords } from './data-files';
import { seedActivitySchema, seedArticleSchema, seedConsultantSchema, seedJobSchema, seedPartnerSchema } from './types';

export type {
  SeedActivity,
  SeedActivityState,
  SeedAgendaItem,
  SeedArticle,
  SeedChannel,
  SeedConsultant,
  SeedFaq,
  SeedJob,
  SeedPartner,
} from './types';

/** Articles for the four channels. Everything is fictional: member names are made up, figures in the how-to pieces are worked examples. */
export const seedArticles = seedRecords('articles', seedArticleSchema, 'body');
/** Activities in every registration state; seats and dates are chosen so each one lands in the state it is labelled with. */
export const seedActivities = seedRecords('activities', seedActivitySchema, 'description');
export const seedJobs = seedRecords('jobs', seedJobSchema);
export const seedConsultants = seedRecords('consultants', seedConsultantSchema, 'bio');
export const seedPartners = seedRecords('partners', seedPartnerSchema, 'description');
