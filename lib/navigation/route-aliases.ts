import { routes } from '../routes';

/**
 * Addresses people type or remember for the site's pages, and the page each
 * one means. The SPEC's own spellings (`/contract-us`, `/activityDetail`,
 * `/home/consultantItem`) are unusual, so the usual English spellings, the
 * run-together and underscored forms and a lower-case camel case lead to them
 * with a permanent redirect (proxy.ts), in either language, the query kept.
 * Keys are lower case without a trailing slash; a request is looked up the
 * same way (`routeAlias`).
 */
const ALIASES: Record<string, string> = {
  // The contact page (SPEC route /contract-us).
  '/contact-us': routes.contact,
  '/contactus': routes.contact,
  '/contact_us': routes.contact,
  '/contact': routes.contact,
  '/contracts-us': routes.contact,
  '/contractus': routes.contact,
  // About the platform: the home page introduces it.
  '/about': routes.home,
  '/about-us': routes.home,
  '/aboutus': routes.home,
  '/about_us': routes.home,
  // Recruitment.
  '/joinus': routes.joinUs,
  '/join_us': routes.joinUs,
  '/join': routes.joinUs,
  '/careers': routes.joinUs,
  '/jobs': routes.joinUs,
  '/recruit-detail': routes.recruitDetail,
  '/join-us/recruitdetail': routes.recruitDetail,
  '/join-us/recruit_detail': routes.recruitDetail,
  // Events.
  '/events': routes.activities,
  '/activity': routes.activities,
  '/activitydetail': routes.activity,
  '/activity-detail': routes.activity,
  '/activity_detail': routes.activity,
  '/activitydetail/register': routes.activityRegister,
  '/activity-detail/register': routes.activityRegister,
  // News and its articles.
  '/information': routes.news,
  '/information-detail': routes.informationDetails,
  '/informationdetails': routes.informationDetails,
  '/information_details': routes.informationDetails,
  '/news-detail': routes.informationDetails,
  '/news-details': routes.informationDetails,
  '/pay-news-detail': routes.payNewsDetails,
  '/paynews': routes.payNews,
  '/paynewsdetails': routes.payNewsDetails,
  // The privacy policy.
  '/privacy-policy': routes.privacy,
  '/privacypolicy': routes.privacy,
  '/privacy_policy': routes.privacy,
  // Signing in.
  '/signin': routes.login,
  '/sign-in': routes.login,
  '/exhibitor-login': routes.exhibitorLogin,
  // The home page's sub-pages.
  '/home/consultantitem': routes.consultant,
  '/home/consultant-item': routes.consultant,
  '/home/page5': routes.partners,
};

/** The page a mistyped or remembered `pathname` (without its locale) means, or undefined when it is not one. */
export function routeAlias(pathname: string): string | undefined {
  const key = pathname.length > 1 ? pathname.replace(/\/+$/, '').toLowerCase() : pathname;
  const target = ALIASES[key];
  // A real route that differs from its alias only in case (/activityDetail) is not sent to itself.
  return target === undefined || target === pathname ? undefined : target;
}

/** Every alias and its page, for tests and docs/forms-and-pages.md. */
export const ROUTE_ALIASES: Readonly<Record<string, string>> = ALIASES;
