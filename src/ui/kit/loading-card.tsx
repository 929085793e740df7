import { Card, SkeletonBodyText, Text } from '@shopify/polaris';

/** What a settings page shows until its values are in: skeleton lines, or the load failure's words. */
export function LoadingCard({ failed, failedText, lines = 6 }: { readonly failed: boolean; readonly failedText: string; readonly lines?: number }) {
  return (
    <Card>
      {failed ? (
        <Text as="p" tone="subdued">
          {failedText}
        </Text>
      ) : (
        <SkeletonBodyText lines={lines} />
      )}
    </Card>
  );
}
