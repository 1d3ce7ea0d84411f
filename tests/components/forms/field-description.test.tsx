import { render, screen } from '@testing-library/react';
import { CheckField } from '@/components/console/activities/check-field';
import { FieldErrors, fieldDescription } from '@/components/forms/form-field';
import { createI18n } from '@/lib/i18n';
import { TranslationProvider } from '@/lib/use-translation';
import common from '@/locales/zh-CN/common.json';

/** A field's hint and errors: the control described by both and marked invalid while it has errors; the errors' keys translated. */

function show(ui: React.ReactNode) {
  const translator = createI18n({ locale: 'zh-CN', resources: { common } });
  return render(<TranslationProvider translator={translator}>{ui}</TranslationProvider>);
}

it('gives the ids and the control’s attributes for a hint and errors', () => {
  expect(fieldDescription('seats', true, [])).toEqual({ hintId: 'seats-hint', errorId: undefined, aria: { 'aria-invalid': undefined, 'aria-describedby': 'seats-hint' } });
  expect(fieldDescription('seats', false, ['太多'])).toEqual({ hintId: undefined, errorId: 'seats-error', aria: { 'aria-invalid': true, 'aria-describedby': 'seats-error' } });
});

it('says the errors in one paragraph, the final text as it is, nothing without an id', () => {
  const { container } = show(
    <>
      <FieldErrors id="a-error" errors={['名额已满。', '请重新选择。']} />
      <FieldErrors id={undefined} errors={[]} />
    </>,
  );
  expect(container.querySelectorAll('p')).toHaveLength(1);
  expect(container.querySelector('#a-error')).toHaveTextContent('名额已满。 请重新选择。');
});

it('reads a checkbox’s hint and errors out with it', () => {
  show(<CheckField id="online" label="线上活动" hint="不需要场地" checked={false} errors={['请确认场地。']} onChange={() => undefined} />);
  const box = screen.getByRole('checkbox', { name: '线上活动' });
  expect(box).toBeInvalid();
  expect(box).toHaveAccessibleDescription('不需要场地 请确认场地。');
});
