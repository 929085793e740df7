import { observer } from 'mobx-react-lite';
import { useTranslation } from '../kit/use-translation';
import { CARD_CAROUSEL_COLOR_FIELDS, CAROUSEL_TYPES, type CardCarouselSettings } from '../../domain/storefront/showcase-settings';
import { useViewModel } from '../kit/view-model-context';
import { TitledCard } from '../kit/titled-card';
import { ShowcaseColorField, ShowcaseNumberField, ShowcaseSettingsPage, ShowcaseSwitchField, ShowcaseTitleField } from './showcase-fields';
import { FieldGrid, SelectField } from './settings-fields';
import { CardCarouselSettingsViewModel } from './showcase-settings.view-model';

/** /display/carousel: the card carousel and the home page's reviews beside the live preview (docs/product/storefront.md#showcase). */
export const CardCarouselScreen = observer(function CardCarouselScreen() {
  const { t } = useTranslation(['display-showcase', 'pages']);
  const vm = useViewModel(CardCarouselSettingsViewModel);
  return (
    <ShowcaseSettingsPage vm={vm} title={t('pages:displayWidgets.carousel')} subtitle={t('carousel.subtitle')} previewTitle={t('carousel.previewFrame')}>
      {(values: CardCarouselSettings) => (
        <>
          <TitledCard title={t('carousel.display')}>
            <ShowcaseSwitchField vm={vm} values={values} field="is_activate_home_reviews" label={t('carousel.homeReviews')} helpText={t('carousel.homeReviewsHelp')} />
            <ShowcaseSwitchField vm={vm} values={values} field="is_active" label={t('carousel.active')} helpText={t('placeBlock')} />
            <ShowcaseTitleField vm={vm} values={values} field="title" label={t('title')} helpText={t('titleHelp')} />
            <SelectField
              label={t('carousel.type')}
              value={values.carousel_type}
              options={CAROUSEL_TYPES.map((type) => ({ value: type, label: t(`carousel.types.${type}`) }))}
              onChange={(value) => vm.set('carousel_type', value)}
            />
            <SelectField
              label={t('minRating')}
              value={values.min_rating}
              options={[1, 2, 3, 4, 5].map((count) => ({ value: count, label: t('minRatingOption', { count }) }))}
              onChange={(value) => vm.set('min_rating', value)}
            />
            <ShowcaseSwitchField vm={vm} values={values} field="show_product_link" label={t('carousel.productLink')} />
          </TitledCard>
          <TitledCard title={t('carousel.motion')}>
            <ShowcaseSwitchField vm={vm} values={values} field="autoplay" label={t('carousel.autoplay')} helpText={t('carousel.autoplayHelp')} />
            <FieldGrid>
              <ShowcaseNumberField vm={vm} values={values} field="autoplay_interval" label={t('carousel.interval')} />
              <ShowcaseNumberField vm={vm} values={values} field="autoplay_speed" label={t('carousel.speed')} />
            </FieldGrid>
          </TitledCard>
          <TitledCard title={t('layout')}>
            <FieldGrid>
              <ShowcaseNumberField vm={vm} values={values} field="reviews_shown" label={t('carousel.reviewsShown')} />
              <ShowcaseNumberField vm={vm} values={values} field="cards_desktop" label={t('columnsDesktop')} />
              <ShowcaseNumberField vm={vm} values={values} field="cards_mobile" label={t('columnsMobile')} />
              <ShowcaseNumberField vm={vm} values={values} field="border_radius" label={t('borderRadius')} />
            </FieldGrid>
          </TitledCard>
          <TitledCard title={t('colors.title')}>
            <FieldGrid>
              {CARD_CAROUSEL_COLOR_FIELDS.map((field) => (
                <ShowcaseColorField key={field} vm={vm} values={values} field={field} label={t(`colors.${field}`)} />
              ))}
            </FieldGrid>
          </TitledCard>
        </>
      )}
    </ShowcaseSettingsPage>
  );
});
