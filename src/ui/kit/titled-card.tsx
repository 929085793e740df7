import { BlockStack, Card, Text } from '@shopify/polaris';
import { type ReactNode } from 'react';

type Gap = '200' | '300' | '400';

/** A card with its title as the section's heading, then its content. */
export function TitledCard({ title, gap = '300', children }: { readonly title: string; readonly gap?: Gap; readonly children: ReactNode }) {
  return (
    <Card>
      <BlockStack gap={gap}>
        <Text as="h2" variant="headingMd">
          {title}
        </Text>
        {children}
      </BlockStack>
    </Card>
  );
}
