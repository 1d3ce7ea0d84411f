import { FormField, SelectField } from '@/components/forms/form-field';
import { ACTIVITY_KINDS, SHOW_FIGURE_MAX, type ActivityKind } from '@/lib/activities/rules';
import type { FieldErrors } from '@/lib/http/field-errors';
import { useTranslation } from '@/lib/use-translation';
import type { ShowChoiceView } from '@/lib/activities/staff-views';
import type { ActivityFormState } from './use-activity-form';
import styles from './activity-form.module.scss';

type KindValues = Pick<ActivityFormState, 'kind' | 'showId' | 'showExhibitors' | 'showVisitors' | 'showAreaSqm'>;

const FIGURES = ['showExhibitors', 'showVisitors', 'showAreaSqm'] as const;

/**
 * What the activity is: its kind; for a show, its figures (exhibitors,
 * visitors, floor area; whole numbers, empty for not given); for anything
 * else, the show it belongs to (its programme on /tmz), if any.
 */
export function KindFields({
  id,
  values,
  errors,
  shows,
  onChange,
}: {
  id: string;
  values: KindValues;
  errors: FieldErrors;
  shows: ShowChoiceView[];
  onChange: (patch: Partial<KindValues>) => void;
}) {
  const { t } = useTranslation(['admin-activities', 'activities']);
  return (
    <div className={styles.grid}>
      <SelectField
        id={`${id}-kind`}
        label={t('form.kind') + t('form.required')}
        hint={t('form.kindHint')}
        value={values.kind}
        errors={errors.kind}
        onChange={(event) => {
          const kind = event.currentTarget.value as ActivityKind;
          // A show belongs to no show: the hidden choice is cleared rather than refused on saving.
          onChange(kind === 'show' ? { kind, showId: '' } : { kind });
        }}
      >
        {ACTIVITY_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {t(`activities:kinds.${kind}`)}
          </option>
        ))}
      </SelectField>
      {values.kind === 'show' ? (
        FIGURES.map((name) => (
          <FormField
            key={name}
            id={`${id}-${name}`}
            label={t(`form.${name}`)}
            hint={t('form.figureHint')}
            value={values[name]}
            inputMode="numeric"
            maxLength={String(SHOW_FIGURE_MAX).length}
            autoComplete="off"
            errors={errors[name]}
            onChange={(event) => onChange({ [name]: event.currentTarget.value })}
          />
        ))
      ) : (
        <SelectField
          id={`${id}-showId`}
          label={t('form.showId')}
          hint={t('form.showIdHint')}
          value={values.showId}
          errors={errors.showId}
          onChange={(event) => onChange({ showId: event.currentTarget.value })}
        >
          <option value="">{t('form.showNone')}</option>
          {shows.map((show) => (
            <option key={show.id} value={String(show.id)}>
              {`${show.title}（${show.startDay}）`}
            </option>
          ))}
        </SelectField>
      )}
    </div>
  );
}
