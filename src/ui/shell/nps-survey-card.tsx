import '../kit/polaris-complete';
import './nps-survey.css';
import { BlockStack, Button, Card, InlineError, InlineStack, Page, Text, TextField } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from '../kit/use-translation';
import { type NpsSurveyViewModel } from './nps-survey.view-model';

/**
 * The survey's card: the 0-10 scale as a group of radio buttons (arrow keys move between them), an
 * optional comment, Submit and Close (docs/product/nps.md).
 */
export const NpsSurveyCard = observer(function NpsSurveyCard({ vm }: { readonly vm: NpsSurveyViewModel }) {
  const { t } = useTranslation('nps');
  const id = useId();
  const scaleId = `${id}-score`;
  return (
    <Page>
      <Card>
        <BlockStack gap="400">
          <Text as="h2" variant="headingMd">
            {t('title')}
          </Text>
          <fieldset className="nps-survey__scale" {...(vm.scoreMissing ? { 'aria-describedby': `${scaleId}Error` } : {})}>
            <legend className="nps-survey__legend">
              <Text as="span">{t('question')}</Text>
            </legend>
            <div className="nps-survey__scores">
              {vm.scores.map((score) => (
                <label key={score} className="nps-survey__score">
                  <input type="radio" name={scaleId} value={score} checked={vm.score === score} onChange={() => vm.chooseScore(score)} />
                  <span>{score}</span>
                </label>
              ))}
            </div>
            <div className="nps-survey__ends" aria-hidden="true">
              <Text as="span" tone="subdued" variant="bodySm">
                {t('notLikely')}
              </Text>
              <Text as="span" tone="subdued" variant="bodySm">
                {t('veryLikely')}
              </Text>
            </div>
          </fieldset>
          {vm.scoreMissing && <InlineError message={t('scoreMissing')} fieldID={scaleId} />}
          <TextField
            label={t('comment')}
            value={vm.comment}
            onChange={(value) => vm.setComment(value)}
            multiline={3}
            autoComplete="off"
            maxLength={vm.commentMaxLength}
            showCharacterCount
          />
          {vm.submitFailed && (
            <div role="alert">
              <Text as="p" tone="critical">
                {t('submitFailed')}
              </Text>
            </div>
          )}
          <InlineStack gap="200" align="end">
            <Button onClick={() => void vm.close()}>{t('close')}</Button>
            <Button variant="primary" loading={vm.submitting} onClick={() => void vm.submit()}>
              {t('submit')}
            </Button>
          </InlineStack>
        </BlockStack>
      </Card>
    </Page>
  );
});
