import { render, screen } from '@testing-library/react';
import { ErrorView } from '@/components/errors/error-view';
import * as errorTextsModule from '@/lib/error-texts';

const router = {
  locale: 'zh-CN',
  defaultLocale: 'zh-CN',
  push: jest.fn(() => Promise.resolve(true)),
  prefetch: jest.fn(() => Promise.resolve()),
};

jest.mock('next/router', () => ({ useRouter: () => router }));

jest.mock('@/lib/error-texts', () => {
  const actual = jest.requireActual<typeof import('@/lib/error-texts')>('@/lib/error-texts');
  return { ...actual, describeStatus: jest.fn() };
});

const describeStatus = errorTextsModule.describeStatus as jest.MockedFunction<typeof errorTextsModule.describeStatus>;
const actualDescribeStatus = jest.requireActual<typeof import('@/lib/error-texts')>('@/lib/error-texts').describeStatus;

beforeEach(() => {
  router.locale = 'zh-CN';
  describeStatus.mockImplementation(actualDescribeStatus);
});

describe('ErrorView', () => {
  it('shows 404 in zh-CN with a link home', () => {
    render(<ErrorView statusCode={404} message="This page could not be found" locale="zh-CN" />);
    expect(screen.getByRole('heading', { level: 1, name: '页面未找到' })).toBeInTheDocument();
    expect(screen.getByText('404')).toHaveTextContent('错误代码 404');
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
    // the 404 hint, not the raw English message
    expect(screen.getByText('您访问的页面不存在或已被移除，请检查网址是否正确。')).toBeInTheDocument();
    expect(screen.queryByText('This page could not be found')).toBeNull();
  });

  it('shows 404 in English with a link to the English home', () => {
    router.locale = 'en';
    render(<ErrorView statusCode={404} locale="en" />);
    expect(screen.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/en');
  });

  it('names a server error’s reference, to quote when writing to the site; never on a 404', () => {
    const { unmount } = render(<ErrorView statusCode={500} reference="7f3c2a10-req" />);
    expect(screen.getByText('7f3c2a10-req').closest('p')).toHaveTextContent('错误编号：7f3c2a10-req');
    expect(screen.getByRole('link', { name: '联系我们' })).toHaveAttribute('href', '/contract-us');
    unmount();
    render(<ErrorView statusCode={404} reference="7f3c2a10-req" />);
    expect(screen.queryByText('7f3c2a10-req')).toBeNull();
  });

  it('shows the status code and the message of other errors', () => {
    render(<ErrorView statusCode={500} message="Unknown middleware foo" />);
    expect(screen.getByText('500')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '服务器出了点问题' })).toBeInTheDocument();
    expect(screen.getByText('Unknown middleware foo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
  });

  it('shows the generic title and the message for other statuses', () => {
    router.locale = 'en';
    render(<ErrorView statusCode={410} message="Gone for good" locale="en" />);
    expect(screen.getByText('410')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Gone for good')).toBeInTheDocument();
  });

  it('says what a 400 means instead of the thrown English message', () => {
    router.locale = 'zh-CN';
    render(<ErrorView statusCode={400} message="Bad Request" locale="zh-CN" />);
    expect(screen.getByRole('heading', { level: 1, name: '请求有误' })).toBeInTheDocument();
    expect(screen.getByText(/网址里有无法识别的字符/)).toBeInTheDocument();
    expect(screen.queryByText('Bad Request')).not.toBeInTheDocument();
  });

  it('shows the boundary fallback in zh-CN when the error page itself throws', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    describeStatus.mockImplementation(() => {
      throw new Error('texts broke');
    });
    render(<ErrorView statusCode={500} locale="zh-CN" />);
    expect(screen.getByRole('heading', { level: 1, name: '显示错误页面时出错' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
    expect(consoleError).toHaveBeenCalledWith('The error page failed to render', expect.objectContaining({ message: 'texts broke' }));
  });

  it('shows the boundary fallback in English', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    router.locale = 'en';
    describeStatus.mockImplementation(() => {
      throw new Error('texts broke');
    });
    render(<ErrorView statusCode={404} locale="en" />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'An error occurred while showing the error page' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back to home' })).toHaveAttribute('href', '/en');
  });
});
