// The smallest admin page on our stack (React 18 + Polaris 13), built by `npm run bench:bundle`
// with the app's own toolchain so the app's initial bundle can be compared with this floor.
import '@shopify/polaris/build/esm/styles.css';
import { AppProvider, Card, Page, Text } from '@shopify/polaris';
import en from '@shopify/polaris/locales/en.json';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(
  <AppProvider i18n={en}>
    <Page title="Floor">
      <Card>
        <Text as="p">React and Polaris, nothing else.</Text>
      </Card>
    </Page>
  </AppProvider>,
);
