import { Text } from '@shopify/polaris';
import { type CSSProperties } from 'react';

const textStyle: CSSProperties = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' };

/**
 * Text a customer or merchant wrote (review, reply, question, answer) as a block: a text child
 * only, in its own direction (`dir="auto"`: Arabic or Hebrew is laid out right to left and
 * aligned right), its line breaks kept, and a long unbroken word wrapped instead of widening
 * the dialog. Inline, in one line of a table, use `<bdi>` or `dir="auto"` on a span instead.
 */
export function UserText({ children, tone, variant }: { readonly children: string; readonly tone?: 'subdued'; readonly variant?: 'headingSm' }) {
  return (
    <div dir="auto" style={textStyle}>
      <Text as={variant ? 'h3' : 'p'} breakWord {...(tone ? { tone } : {})} {...(variant ? { variant } : {})}>
        {children}
      </Text>
    </div>
  );
}
