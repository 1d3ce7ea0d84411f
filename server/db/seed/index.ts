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
export { seedArticles } from './articles';
export { seedActivities } from './activities';
export { seedJobs } from './jobs';
export { seedConsultants } from './consultants';
export { seedPartners } from './partners';
