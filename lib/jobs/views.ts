/** What job pages receive (serialisable, in the page's language where an English title exists). */
export interface JobDetailView {
  id: number;
  title: string;
  department: string;
  city: string;
  headcount: number;
  employmentType: 'full_time' | 'part_time' | 'intern';
  salaryMin: number | null;
  salaryMax: number | null;
  duties: string[];
  requirements: string[];
  /** YYYY-MM-DD (China Standard Time). */
  postedDate: string;
  closesDate: string | null;
  /** ISO date-times for structured data. */
  postedAt: string;
  closesAt: string | null;
}

export interface FilterOption {
  value: string;
  label: string;
}

/** One position in the /join-us list. */
export type JobCardView = Pick<JobDetailView, 'id' | 'title' | 'department' | 'city' | 'employmentType' | 'salaryMin' | 'salaryMax' | 'postedDate'>;

export interface JobFiltersView {
  department: string;
  city: string;
  q: string;
}

export interface JobListView {
  items: JobCardView[];
  total: number;
  page: number;
  pageCount: number;
  /** Whether any position is open at all (else the list's empty state invites an open application). */
  anyOpen: boolean;
  /** The filters' options: departments and cities with open positions (value: the name the filter matches). */
  departments: FilterOption[];
  cities: FilterOption[];
}

/** What /join-us receives. */
export interface JobListPageProps extends Record<string, unknown> {
  filters: JobFiltersView;
  jobs: JobListView;
}
