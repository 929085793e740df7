import { BlockStack, Box, SkeletonBodyText, Text } from '@shopify/polaris';
import { type ReactNode } from 'react';

/** One figure of a summary (the dashboard's tiles, the referrals' figures): its name, its value, then what the caller adds. */
export function FigureBox({ label, value, children }: { readonly label: string; readonly value: string; readonly children?: ReactNode }) {
  return (
    <Box padding="300" borderWidth="025" borderColor="border" borderRadius="200">
      <BlockStack gap="100">
        <Text as="h3" variant="bodySm" tone="subdued">
          {label}
        </Text>
        <Text as="p" variant="headingLg" numeric>
          {value}
        </Text>
        {children}
      </BlockStack>
    </Box>
  );
}

/** A figure's place while it loads. */
export function FigureSkeleton() {
  return (
    <Box padding="300" borderWidth="025" borderColor="border" borderRadius="200">
      <SkeletonBodyText lines={2} />
    </Box>
  );
}
