import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SaveExhibitorButton } from '@/components/meetings/save-exhibitor-button';
import { ViewerProvider } from '@/components/providers/viewer-context';
import type { Viewer } from '@/lib/guards';
import { createI18n } from '@/lib/i18n';
import { TranslationProvider } from '@/lib/use-translation';
import commonZh from '@/locales/zh-CN/common.json';
import meetingsZh from '@/locales/zh-CN/meetings.json';

/**
 * 收藏展商 / 已收藏: a toggle that a visitor's browser keeps (localStorage) and a logged-in account keeps on the
 * server — after merging what the browser held before login into the account.
 */

const client = {
  saveCompanies: jest.fn(async (ids: number[]) => ids),
  unsaveCompany: jest.fn(async () => undefined),
  savedCompanies: jest.fn(async () => ({ companies: [] as { id: number }[] })),
};
jest.mock('@/lib/companies/load-meeting-client', () => ({ loadMeetingClient: async () => client }));

const member: Viewer = { id: 7, kind: 'member', name: '李雷', login: '137****0123', verified: true };

function button(viewer: Viewer | null) {
  const translator = createI18n({ locale: 'zh-CN', resources: { common: commonZh, meetings: meetingsZh } });
  return (
    <TranslationProvider translator={translator}>
      <ViewerProvider fromPage={viewer}>
        <SaveExhibitorButton companyId={42} companyName="杭州青禾服饰有限公司" />
      </ViewerProvider>
    </TranslationProvider>
  );
}

beforeEach(() => window.localStorage.clear());

describe('SaveExhibitorButton', () => {
  it('keeps a visitor\'s choice in the browser', async () => {
    render(button(null));
    const toggle = await screen.findByRole('button', { name: '收藏展商「杭州青禾服饰有限公司」' });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await act(async () => fireEvent.click(toggle));
    expect(JSON.parse(window.localStorage.getItem('tmz:saved-companies')!)).toEqual([42]);
    await waitFor(() => expect(screen.getByRole('button', { name: /已收藏「杭州青禾服饰有限公司」/ })).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByRole('button')).toHaveTextContent('已收藏');
    await act(async () => fireEvent.click(screen.getByRole('button')));
    expect(window.localStorage.getItem('tmz:saved-companies')).toBeNull();
    expect(client.saveCompanies).not.toHaveBeenCalled();
  });

  it('merges the browser\'s list into the account once logged in, then saves through the API', async () => {
    window.localStorage.setItem('tmz:saved-companies', JSON.stringify([42, 9]));
    client.savedCompanies.mockResolvedValueOnce({ companies: [{ id: 42 }, { id: 9 }] });
    render(button(member));
    await waitFor(() => expect(screen.getByRole('button')).toHaveAttribute('aria-pressed', 'true'));
    expect(client.saveCompanies).toHaveBeenCalledWith([42, 9], 'zh-CN');
    expect(window.localStorage.getItem('tmz:saved-companies')).toBeNull();

    client.savedCompanies.mockResolvedValueOnce({ companies: [{ id: 9 }] });
    await act(async () => fireEvent.click(screen.getByRole('button')));
    expect(client.unsaveCompany).toHaveBeenCalledWith(42, 'zh-CN');
    await waitFor(() => expect(screen.getByRole('button')).toHaveAttribute('aria-pressed', 'false'));
  });
});
