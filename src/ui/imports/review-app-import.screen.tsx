import '../kit/polaris-complete';
import { Banner, BlockStack, Button, Card, Checkbox, Page, Select, Text, TextField } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../kit/use-translation';
import { REVIEW_APPS, type ReviewAppCredentialField, type ReviewAppId } from '../../domain/import/import-apps';
import { IMPORT_ORIGIN_NAMES } from '../../domain/import/imported-review';
import { useViewModel } from '../kit/view-model-context';
import { ImportStartedBanner } from './import-started-banner';
import { ReviewAppImportViewModel } from './review-app-import.view-model';

const SECRET_FIELDS: ReadonlySet<ReviewAppCredentialField> = new Set(['api_token', 'api_key']);

/** /collect/auth_import: every review from another review app's API, credentials used once (docs/product/import-apps.md#other-apps). */
export const ReviewAppImportScreen = observer(function ReviewAppImportScreen() {
  const { t } = useTranslation(['import-apps', 'pages']);
  const vm = useViewModel(ReviewAppImportViewModel);

  return (
    <Page title={t('otherApp.title')} backAction={{ content: t('pages:collect'), url: '/collect' }}>
      <BlockStack gap="400">
        {vm.error !== '' && (
          <Banner tone="critical">
            <p>{vm.error}</p>
          </Banner>
        )}
        {vm.job && <ImportStartedBanner job={vm.job} />}
        <Card>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void vm.start();
            }}
          >
            <BlockStack gap="400">
              <Text as="p">{t('otherApp.intro')}</Text>
              <Select
                label={t('otherApp.app')}
                options={REVIEW_APPS.map((app) => ({ label: IMPORT_ORIGIN_NAMES[app], value: app }))}
                value={vm.app}
                onChange={(value) => vm.setApp(value as ReviewAppId)}
              />
              <Text as="p" tone="subdued">
                {t(`otherApp.where.${vm.app}`)}
              </Text>
              {vm.fields.map((field) => (
                <TextField
                  key={`${vm.app}-${field}`}
                  label={t(`otherApp.fields.${field}`)}
                  type={SECRET_FIELDS.has(field) ? 'password' : 'text'}
                  autoComplete="off"
                  value={vm.credentials[field] ?? ''}
                  onChange={(value) => vm.setCredential(field, value)}
                  error={vm.problems[field]}
                />
              ))}
              <Checkbox label={t('otherApp.publish')} helpText={t('otherApp.publishHelp')} checked={vm.publish} onChange={(value) => vm.setPublish(value)} />
              <Banner tone="info">
                <p>{t('otherApp.notStored')}</p>
              </Banner>
              <div>
                <Button submit variant="primary" loading={vm.importing} disabled={!vm.canImport}>
                  {t('otherApp.import')}
                </Button>
              </div>
            </BlockStack>
          </form>
        </Card>
      </BlockStack>
    </Page>
  );
});
