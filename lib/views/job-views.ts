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
