import { observer } from 'mobx-react-lite';
import { useTranslation } from '../kit/use-translation';
import { BUYERS_SHOW_COLOR_FIELDS, BUYERS_SHOW_LAYOUTS, BUYERS_SHOW_SOURCES, type BuyersShowSettings } from '../../domain/storefront/showcase-settings';
import { useViewModel } from '../kit/view-model-context';
import { TitledCard } from '../kit/titled-card';
import { ShowcaseColorField, ShowcaseNumberField, ShowcaseSettingsPage, ShowcaseSwitchField, ShowcaseTitleField } from './showcase-fields';
import { FieldGrid, SelectField } from './settings-fields';
import { BuyersShowSettingsViewModel } from './showcase-settings.view-model';

/** /display/shows: the buyers' show (a gallery of shoppers' photos) beside its live preview (docs/product/storefront.md#showcase). */
export const BuyersShowScreen = observer(function BuyersShowScreen() {
  const { t } = useTranslation(['display-showcase', 'pages']);
  const vm = useViewModel(BuyersShowSettingsViewModel);
  return (
    <ShowcaseSettingsPage vm={vm} title={t('pages:displayWidgets.shows')} subtitle={t('shows.subtitle')} previewTitle={t('shows.previewFrame')}>
      {(values: BuyersShowSettings) => (
        <>
          <TitledCard title={t('shows.display')}>
            <ShowcaseSwitchField vm={vm} values={values} field="is_active" label={t('shows.active')} helpText={t('placeBlock')} />
            <ShowcaseTitleField vm={vm} values={values} field="title" label={t('title')} helpText={t('titleHelp')} />
            <SelectField
              label={t('shows.source')}
              value={values.review_source}
              options={BUYERS_SHOW_SOURCES.map((source) => ({ value: source, label: t(`shows.sources.${source}`) }))}
              onChange={(value) => vm.set('review_source', value)}
            />
            <SelectField
              label={t('minRating')}
              value={values.min_rating}
              options={[1, 2, 3, 4, 5].map((count) => ({ value: count, label: t('minRatingOption', { count }) }))}
              onChange={(value) => vm.set('min_rating', value)}
            />
            <ShowcaseSwitchField vm={vm} values={values} field="show_hover_details" label={t('shows.hoverDetails')} />
          </TitledCard>
          <TitledCard title={t('layout')}>
            <FieldGrid>
              <SelectField
                label={t('shows.layout')}
                value={values.layout}
                options={BUYERS_SHOW_LAYOUTS.map((layout) => ({ value: layout, label: t(`shows.layouts.${layout}`) }))}
                onChange={(value) => vm.set('layout', value)}
              />
              <ShowcaseNumberField vm={vm} values={values} field="photos_shown" label={t('shows.photosShown')} />
              <ShowcaseNumberField vm={vm} values={values} field="columns_desktop" label={t('columnsDesktop')} />
              <ShowcaseNumberField vm={vm} values={values} field="columns_mobile" label={t('columnsMobile')} />
              <ShowcaseNumberField vm={vm} values={values} field="border_radius" label={t('borderRadius')} />
            </FieldGrid>
          </TitledCard>
          <TitledCard title={t('colors.title')}>
            <FieldGrid>
              {BUYERS_SHOW_COLOR_FIELDS.map((field) => (
                <ShowcaseColorField key={field} vm={vm} values={values} field={field} label={t(`colors.${field}`)} />
              ))}
            </FieldGrid>
          </TitledCard>
        </>
      )}
    </ShowcaseSettingsPage>
  );
});
