import { render, screen } from '@testing-library/react';
import { createI18n, addPageResources } from '@/lib/i18n';
import { TranslationProvider, useTranslation } from '@/lib/use-translation';

function Greeting() {
  const { t, i18n } = useTranslation(['page', 'common']);
  return (
    <p lang={i18n.language}>
      {t('hello', { name: '王' })} · {t('common:home')}
    </p>
  );
}

describe('useTranslation', () => {
  it('translates with the provider\'s translator and re-renders in the new language', () => {
    const translator = createI18n({ locale: 'zh-CN', resources: { common: { home: '首页' }, page: { hello: '你好，{{name}}' } } });
    const { rerender } = render(
      <TranslationProvider translator={translator}>
        <Greeting />
      </TranslationProvider>,
    );
    expect(screen.getByText('你好，王 · 首页')).toHaveAttribute('lang', 'zh-CN');

    addPageResources(translator, { locale: 'en', resources: { common: { home: 'Home' }, page: { hello: 'Hello, {{name}}' } } });
    rerender(
      <TranslationProvider translator={translator}>
        <Greeting />
      </TranslationProvider>,
    );
    expect(screen.getByText('Hello, 王 · Home')).toHaveAttribute('lang', 'en');
  });

  it('shows keys, not a crash, outside a provider', () => {
    render(<Greeting />);
    expect(screen.getByText('hello · common:home')).toBeInTheDocument();
  });
});
