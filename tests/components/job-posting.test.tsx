import { render, within } from '@testing-library/react';
import { JobDetail } from '@/components/jobs/job-detail';
import { SiteProvider } from '@/components/providers/site-context';
import { createI18n } from '@/lib/i18n';
import type { SiteConfig } from '@/lib/site-config';
import { TranslationProvider } from '@/lib/use-translation';
import type { JobDetailView } from '@/lib/jobs/views';
import common from '@/locales/zh-CN/common.json';
import applications from '@/locales/zh-CN/applications.json';
import joinUs from '@/locales/zh-CN/join-us.json';

/**
 * A job's JobPosting data: validThrough is the instant the job closes — the
 * end of its closing day in China time, as the console keeps it — and a job
 * without a closing day has none; `directApply` while the page's application
 * form is open. A closed job's page has no JobPosting (and is not indexed).
 */

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'zh-CN', defaultLocale: 'zh-CN', asPath: '/join-us/recruit-detail?id=7', push: jest.fn() }) }));
// next/head puts its children into the document's head; here they are rendered in place, to be read.
jest.mock('next/head', () => ({ __esModule: true, default: ({ children }: { children: React.ReactNode }) => <>{children}</> }));

const SITE = { name: 'TMZ 平台', nameEn: 'TMZ', url: 'https://www.example.com', jobsEmail: 'hr@example.com', applicationRetentionDays: 180 } as SiteConfig;

const JOB: JobDetailView = {
  id: 7,
  title: '展会运营专员',
  department: '展会运营部',
  city: '深圳',
  headcount: 2,
  employmentType: 'full_time',
  salaryMin: 9000,
  salaryMax: 14000,
  duties: ['现场执行'],
  requirements: ['两年以上经验'],
  postedDate: '2026-11-01',
  closesDate: '2026-12-31',
  postedAt: '2026-11-01T02:00:00.000Z',
  closesAt: '2026-12-31T15:59:59.999Z',
};

function renderJob(job: JobDetailView, open = true) {
  const translator = createI18n({ locale: 'zh-CN', resources: { common, 'join-us': joinUs, applications } });
  return render(
    <TranslationProvider translator={translator}>
      <SiteProvider value={SITE}>
        <JobDetail job={job} open={open} />
      </SiteProvider>
    </TranslationProvider>,
  );
}

function postingOf(job: JobDetailView, open = true) {
  const { container } = renderJob(job, open);
  const blocks = [...container.querySelectorAll('script[type="application/ld+json"]')].map((node) => JSON.parse(node.textContent ?? '{}') as Record<string, unknown>);
  return blocks.find((block) => block['@type'] === 'JobPosting');
}

describe('JobPosting', () => {
  it('is valid through the end of the closing day (China time)', () => {
    expect(postingOf(JOB)).toMatchObject({
      title: '展会运营专员',
      datePosted: '2026-11-01T02:00:00.000Z',
      validThrough: '2026-12-31T15:59:59.999Z',
      employmentType: 'FULL_TIME',
      baseSalary: { currency: 'CNY', value: { minValue: 9000, maxValue: 14000, unitText: 'MONTH' } },
    });
  });

  it('has no validThrough when the job has no closing day', () => {
    expect(postingOf({ ...JOB, closesDate: null, closesAt: null })).not.toHaveProperty('validThrough');
  });

  it('says directApply while the application form is open on the page', () => {
    expect(postingOf(JOB)).toMatchObject({ directApply: true });
    const { container } = renderJob(JOB);
    expect(container.querySelector('form[aria-labelledby="apply-heading"]')).not.toBeNull();
  });

  it('is left out once the job is closed: the page says so instead of the form, and asks not to be indexed', () => {
    expect(postingOf(JOB, false)).toBeUndefined();
    const { container } = renderJob(JOB, false);
    expect(within(container).getByRole('heading', { level: 2, name: '该职位已截止申请' })).toBeTruthy();
    expect(container.querySelector('form[aria-labelledby="apply-heading"]')).toBeNull();
    // React puts the page's meta tags in the document's head.
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
  });
});
