import { act, render, screen } from '@testing-library/react';
import { memo, useState } from 'react';
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

  it('re-renders components that only read the context (memoised ones too) when the language changes', () => {
    const translator = createI18n({ locale: 'zh-CN', resources: { common: { home: '首页' }, page: { hello: '你好，{{name}}' } } });
    const Memoised = memo(Greeting);
    function App() {
      const [, setRound] = useState(0);
      const switchLanguage = () => {
        addPageResources(translator, { locale: 'en', resources: { common: { home: 'Home' }, page: { hello: 'Hello, {{name}}' } } });
        setRound((n) => n + 1);
      };
      return (
        <TranslationProvider translator={translator}>
          <Memoised />
          <button type="button" onClick={switchLanguage}>
            English
          </button>
        </TranslationProvider>
      );
    }
    render(<App />);
    expect(screen.getByText('你好，王 · 首页')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'English' }).click());
    expect(screen.getByText('Hello, 王 · Home')).toHaveAttribute('lang', 'en');
  });

  it('shows keys, not a crash, outside a provider', () => {
    render(<Greeting />);
    expect(screen.getByText('hello · common:home')).toBeInTheDocument();
  });
});
