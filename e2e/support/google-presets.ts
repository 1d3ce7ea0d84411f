/**
 * Presets for the structured-data testing tool (`structured-data-testing-tool`, its preset format) for
 * the types the site emits that the tool's own Google presets do not cover (they cover Article,
 * NewsArticle, Organization and a few more): Event, JobPosting and BreadcrumbList, and the Organization
 * with the properties Google's documentation lists. Written from Google Search Central's structured data
 * pages (Event, Job posting, Breadcrumb, Organization): the required properties fail a test, and so do
 * the recommended ones, which is why they are not marked `warning`. Left out on purpose, and why:
 * - Event `performer`: the site has no performers or speakers to name (Google: recommended);
 * - Event `previousStartDate`: for rescheduled events only, and the site keeps no earlier date;
 * - JobPosting `baseSalary` and `validThrough`: only when a job has a salary or a closing day
 *   (checked as `optional`); `applicantLocationRequirements` and `jobLocationType`: remote jobs only.
 *
 * The tool replaces the first `Type[*]` of a test with each instance (`Type[0]`, …), so a test holds one
 * `[*]`; checks over a list use a JMESPath filter piped to `[0]` with `expect: false` (nothing found).
 */

export interface PresetTest {
  test: string;
  expect?: boolean | RegExp;
  optional?: boolean;
  warning?: boolean;
  description?: string;
}

export interface Preset {
  name: string;
  description: string;
  schema?: string;
  conditional?: { test: string };
  tests?: PresetTest[];
  presets?: Preset[];
}

const schemaUrl = (...names: string[]) => new RegExp(`^https://schema\\.org/(${names.join('|')})$`);
const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

const Event: Preset = {
  name: 'Event (Google)',
  description: 'Google event rich results: required and recommended properties',
  schema: 'Event',
  conditional: { test: 'Event' },
  tests: [
    { test: 'Event[*].name' },
    { test: 'Event[*].startDate', expect: isoDateTime },
    { test: 'Event[*].location' },
    { test: 'Event[*].location."@type"', expect: /^(Place|VirtualLocation)$/ },
    // A Place needs its address, a VirtualLocation its url.
    { test: 'Event[*].location | address || url', description: 'location.address (Place) or location.url (VirtualLocation)' },
    { test: 'Event[*].description' },
    { test: 'Event[*].endDate', expect: isoDateTime },
    { test: 'Event[*].eventAttendanceMode', expect: schemaUrl('OfflineEventAttendanceMode', 'OnlineEventAttendanceMode', 'MixedEventAttendanceMode') },
    { test: 'Event[*].eventStatus', expect: schemaUrl('EventScheduled', 'EventCancelled', 'EventMovedOnline', 'EventPostponed', 'EventRescheduled') },
    { test: 'Event[*].image' },
    { test: 'Event[*].offers' },
    { test: 'Event[*].offers.availability', expect: schemaUrl('InStock', 'SoldOut', 'PreOrder') },
    { test: 'Event[*].offers.price' },
    { test: 'Event[*].offers.priceCurrency', expect: /^[A-Z]{3}$/ },
    { test: 'Event[*].offers.validFrom', expect: isoDateTime },
    { test: 'Event[*].offers.url', expect: /^https?:\/\// },
    { test: 'Event[*].organizer' },
    { test: 'Event[*].organizer.name' },
    { test: 'Event[*].organizer.url', expect: /^https?:\/\// },
  ],
};

const JobPosting: Preset = {
  name: 'JobPosting (Google)',
  description: 'Google job posting rich results: required and recommended properties',
  schema: 'JobPosting',
  conditional: { test: 'JobPosting' },
  tests: [
    { test: 'JobPosting[*].title' },
    { test: 'JobPosting[*].description' },
    { test: 'JobPosting[*].datePosted' },
    { test: 'JobPosting[*].hiringOrganization' },
    { test: 'JobPosting[*].hiringOrganization.name' },
    { test: 'JobPosting[*].hiringOrganization.sameAs', expect: /^https?:\/\// },
    { test: 'JobPosting[*].hiringOrganization.logo' },
    { test: 'JobPosting[*].jobLocation' },
    { test: 'JobPosting[*].jobLocation.address.addressLocality' },
    { test: 'JobPosting[*].jobLocation.address.addressCountry' },
    { test: 'JobPosting[*].employmentType', expect: /^(FULL_TIME|PART_TIME|CONTRACTOR|TEMPORARY|INTERN|VOLUNTEER|PER_DIEM|OTHER)$/ },
    { test: 'JobPosting[*].identifier' },
    { test: 'JobPosting[*].identifier.value' },
    { test: 'JobPosting[*].directApply' },
    { test: 'JobPosting[*].validThrough', optional: true },
    { test: 'JobPosting[*].baseSalary.currency', optional: true },
  ],
};

const BreadcrumbList: Preset = {
  name: 'BreadcrumbList (Google)',
  description: 'Google breadcrumb: at least two ListItems, each with position and name, each but the last with item',
  schema: 'BreadcrumbList',
  conditional: { test: 'BreadcrumbList' },
  tests: [
    { test: 'BreadcrumbList[*].itemListElement[1]', description: 'two ListItems at least' },
    { test: 'BreadcrumbList[*].itemListElement | [?!position || !name] | [0]', expect: false, description: 'every ListItem has position and name' },
    { test: 'BreadcrumbList[*].itemListElement[:-1] | [?!item] | [0]', expect: false, description: 'every ListItem but the page itself has item' },
  ],
};

const Organization: Preset = {
  name: 'Organization (Google)',
  description: 'Google organization: name, url, logo and the contact details the site has',
  schema: 'Organization',
  conditional: { test: 'Organization' },
  tests: [
    { test: 'Organization[*].name' },
    { test: 'Organization[*].url', expect: /^https?:\/\// },
    // A picture Google Images takes (not SVG), at least 112 × 112: the 300 × 300 PNG emblem.
    { test: 'Organization[*].logo', expect: /^https?:\/\/.+\.(png|jpe?g|gif|webp)$/ },
    { test: 'Organization[*].address' },
    { test: 'Organization[*].telephone' },
    { test: 'Organization[*].email' },
    { test: 'Organization[*].contactPoint' },
  ],
};

/**
 * A company of the directory (/companies/[id]): a Corporation (an Organization subtype) with the name, its profile's
 * address, its place (province and city) and, when it gave them, a logo, a website and its public contact.
 */
const Corporation: Preset = {
  name: 'Corporation (a company profile)',
  description: 'A company of the directory: name, its profile as url, a postal address in China',
  schema: 'Corporation',
  conditional: { test: 'Corporation' },
  tests: [
    { test: 'Corporation[*].name' },
    { test: 'Corporation[*].url', expect: /^https?:\/\/.+\/companies\/\d+$/ },
    { test: 'Corporation[*].address.addressCountry', expect: /^CN$/ },
    { test: 'Corporation[*].logo', expect: /^https?:\/\//, optional: true },
    { test: 'Corporation[*].sameAs[0]', expect: /^https?:\/\//, optional: true },
  ],
};

/** Our presets, used beside the tool's Google preset. */
export const SITE_GOOGLE_PRESETS: Preset[] = [Event, JobPosting, BreadcrumbList, Organization, Corporation];
