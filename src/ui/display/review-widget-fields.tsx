import { observer } from 'mobx-react-lite';
import { useTranslation } from '../kit/use-translation';
import { type ReviewWidgetColorField, type ReviewWidgetSwitch } from '../../domain/storefront/review-widget-settings';
import { NUMBER_FIELDS, type NumberField, type ReviewWidgetFormValues, type ReviewWidgetSettingsViewModel } from './review-widget-settings.view-model';
import { ColorField, FlagSwitch, WholeNumberField } from './settings-fields';

/** The shared fields bound to the reviews widget's settings, which /display/reviews, /rating and /write edit. */
interface FieldProps {
  readonly vm: ReviewWidgetSettingsViewModel;
  readonly values: ReviewWidgetFormValues;
}

export const ReviewColorField = observer(function ReviewColorField({ vm, values, field }: FieldProps & { readonly field: ReviewWidgetColorField }) {
  const { t } = useTranslation('display');
  const problem = vm.problemOf(field);
  return <ColorField label={t(`reviews.colors.${field}`)} value={values[field]} error={problem ? t(problem) : undefined} onChange={(value) => vm.set(field, value)} />;
});

export const ReviewNumberField = observer(function ReviewNumberField({ vm, values, field, labelKey }: FieldProps & { readonly field: NumberField; readonly labelKey: string }) {
  const { t } = useTranslation('display');
  const [min, max] = NUMBER_FIELDS[field];
  const problem = vm.problemOf(field);
  return <WholeNumberField label={t(labelKey)} value={values[field]} min={min} max={max} error={problem ? t(problem, { min, max }) : undefined} onChange={(text) => vm.setNumber(field, text)} />;
});

export const ReviewSwitchField = observer(function ReviewSwitchField({
  vm,
  values,
  field,
  labelKey,
  disabled = false,
}: FieldProps & { readonly field: ReviewWidgetSwitch | 'show_review_btn' | 'is_del_powered'; readonly labelKey: string; readonly disabled?: boolean }) {
  const { t } = useTranslation('display');
  return <FlagSwitch label={t(labelKey)} value={values[field]} onChange={(value) => vm.set(field, value)} disabled={disabled} />;
});
