// @vitest-environment jsdom
import { Page } from '@shopify/polaris';
import { screen } from '@testing-library/react';
import { useTranslation } from '../../../src/ui/kit/use-translation';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../support/render-with-providers';

function Greeting() {
  const { t } = useTranslation('errors');
  return <Page title={t('notFound.title')} />;
}

describe('renderWithProviders', () => {
  it('renders with the words of the requested language', () => {
    renderWithProviders(<Greeting />, { language: 'de' });
    expect(screen.getByRole('heading', { name: 'Seite nicht gefunden' })).toBeTruthy();
  });
});
