/**
 * Every href of the site in one place. Pages, links and tests take paths from
 * here; the keys double as translation keys under `routes.*` in common.json.
 */

export const routes = {
  home: '/',
  homeAlias: '/home',
  card: '/home/card',
  consultant: '/home/consultantItem',
  partners: '/home/page-5',
  brand: '/brand',
  factory: '/factory',
  provider: '/provider',
  retailer: '/retailer',
  tmz: '/tmz',
  activities: '/activities',
  companies: '/companies',
  /** A meeting request to an exhibiting company (?id=<companyId>). */
  companyMeet: '/companies/meet',
  /** Sourcing requests (采购需求): the list, one request (/sourcing/[id]), posting one. */
  sourcing: '/sourcing',
  sourcingNew: '/sourcing/new',
  joinUs: '/join-us',
  recruitDetail: '/join-us/recruit-detail',
  applicationStatus: '/join-us/status',
  contact: '/contract-us',
  news: '/news',
  hot: '/hot',
  practical: '/practical',
  publish: '/publish',
  privacy: '/privacy',
  search: '/search',
  informationDetails: '/information-details',
  payNews: '/pay-news',
  payNewsDetails: '/pay-news-details',
  login: '/login',
  wechatLogin: '/login/wechat',
  forgotPassword: '/forgot-password',
  activity: '/activityDetail',
  activityInfo: '/activityDetail/common-info',
  activityRegister: '/activityDetail/register',
  /** A show's exhibitors with its floor plans (?id= of the show); /tmz/exhibitors is the next show's. */
  activityExhibitors: '/activityDetail/exhibitors',
  showExhibitors: '/tmz/exhibitors',
  authorBrand: '/author/brand',
  authorRetailer: '/author/retailer',
  authorFactory: '/author/factory',
  authorProvider: '/author/provider',
  accountCompany: '/account/company',
  exhibitorLogin: '/exhibitor/login',
  exhibitor: '/exhibitor',
  exhibitorCompany: '/exhibitor/company',
  account: '/account',
  visitPlan: '/account/visit-plan',
  admin: '/admin',
  adminRegistrations: '/admin/registrations',
  adminSubmissions: '/admin/submissions',
  /** Every sourcing request, its quotes, matching and invitations, and the figures (?id= opens one). */
  adminSourcing: '/admin/sourcing',
  adminCertifications: '/admin/certifications',
  adminFeedback: '/admin/feedback',
  adminAudit: '/admin/audit',
  adminMessages: '/admin/messages',
  adminArticles: '/admin/articles',
  adminArticleEdit: '/admin/articles/edit',
  adminActivities: '/admin/activities',
  adminActivityEdit: '/admin/activities/edit',
  adminShowFloor: '/admin/activities/floor',
  adminJobs: '/admin/jobs',
  adminJobEdit: '/admin/jobs/edit',
  adminConsultants: '/admin/consultants',
  adminConsultantEdit: '/admin/consultants/edit',
  adminPartners: '/admin/partners',
  adminPartnerEdit: '/admin/partners/edit',
  adminCategories: '/admin/categories',
  adminExhibitors: '/admin/exhibitors',
  adminUsers: '/admin/users',
  adminApplications: '/admin/applications',
  adminApplication: '/admin/applications/detail',
} as const;

export type RouteKey = keyof typeof routes;

/** Each kind of certification's page (/author/<kind>). */
export const CERTIFICATION_PAGE = { brand: 'authorBrand', factory: 'authorFactory', provider: 'authorProvider', retailer: 'authorRetailer' } as const satisfies Record<
  'brand' | 'factory' | 'provider' | 'retailer',
  RouteKey
>;

/** The five audience pages, in the order the header and home page show them. */
export const AUDIENCES = ['brand', 'factory', 'provider', 'retailer', 'tmz'] as const;
export type Audience = (typeof AUDIENCES)[number];

/** The sections every audience page has, in page order. */
export const AUDIENCE_SECTIONS = ['intro', 'equity', 'service'] as const;
export type AudienceSection = (typeof AUDIENCE_SECTIONS)[number];

/** A company's profile in the directory (/companies/[id]). */
export const companyPath = (id: number) => `${routes.companies}/${id}`;

/** A sourcing request's page (/sourcing/[id]). */
export const sourcingPath = (id: number) => `${routes.sourcing}/${id}`;

/** A show's exhibitor list opened at one company (/activityDetail/exhibitors?id=<show>&company=<id>). */
export const showExhibitorPath = (showId: number, companyId?: number) => withQuery(`${routes.activity}/exhibitors`, { id: showId, company: companyId });

/** A path with a query string, skipping empty values. */
export function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
