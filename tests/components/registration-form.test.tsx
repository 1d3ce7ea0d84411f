import { render, screen } from '@testing-library/react';
import { RegistrationForm } from '@/components/registrations/registration-form';
import { createI18n } from '@/lib/i18n';
import { TranslationProvider } from '@/lib/use-translation';
import activity from '@/locales/zh-CN/activity.json';
import common from '@/locales/zh-CN/common.json';

/** The registration form says what it asks by the activity's kind: a link for an online one, the entrance for one in person. */

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'zh-CN', defaultLocale: 'zh-CN', push: jest.fn() }) }));

function show({ online = false, limit = 4 } = {}) {
  const translator = createI18n({ locale: 'zh-CN', resources: { activity, common } });
  render(
    <TranslationProvider translator={translator}>
      <RegistrationForm activityId={7} limit={limit} full={false} online={online} headingId="register-title" onRegistered={jest.fn()} />
    </TranslationProvider>,
  );
}

describe('the registration form', () => {
  it('asks an in-person registrant’s consent to hand their details to exhibitors at the entrance', () => {
    show();
    expect(screen.getByRole('checkbox', { name: /入场时向展商出示电子票/ })).toBeInTheDocument();
  });

  it('speaks of the live link for an online activity, never of an entrance', () => {
    show({ online: true });
    const consent = screen.getByRole('checkbox', { name: /隐私政策/ });
    expect(consent).toHaveAccessibleName(expect.stringContaining('发送直播链接'));
    expect(document.body.textContent).not.toMatch(/入场|展商|展位/);
  });

  it('offers a party size to choose when more than one may come, and says it as text when only one may', () => {
    show({ limit: 3 });
    expect(screen.getByRole('combobox', { name: /报名人数/ })).toHaveDisplayValue('1');
    screen.getByText('每次报名最多 3 人');
  });

  it('has no one-option select', () => {
    show({ limit: 1 });
    expect(screen.queryByRole('combobox', { name: /报名人数/ })).toBeNull();
    expect(screen.getByText('1 人（每次报名限 1 人）')).toBeInTheDocument();
    expect(document.querySelector('input[type="hidden"][name="quantity"]')).toHaveValue('1');
  });
});
