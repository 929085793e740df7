import { Avatar, InlineStack, Text } from '@shopify/polaris';

/** 'Jane van Doe' → 'JD', 'anna' → 'A', '' → '' (Polaris then draws its person icon). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/u).filter((word) => /\p{L}|\p{N}/u.test(word));
  const first = words[0];
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return [first, last]
    .map((word) => (word === undefined ? '' : ([...word].find((character) => /\p{L}|\p{N}/u.test(character)) ?? '')))
    .join('')
    .toLocaleUpperCase();
}

/** A person's initials in a Polaris avatar, then the name as text (the avatar is decoration, not read twice). */
export function PersonAvatar({ name, fontWeight }: { readonly name: string; readonly fontWeight?: 'regular' | 'semibold' }) {
  const initials = initialsOf(name);
  return (
    <InlineStack gap="200" blockAlign="center" wrap={false}>
      <span aria-hidden="true" style={{ display: 'inline-flex', flexShrink: 0 }}>
        <Avatar size="sm" {...(initials ? { initials } : {})} />
      </span>
      <Text as="span" breakWord {...(fontWeight ? { fontWeight } : {})}>
        <span dir="auto">{name}</span>
      </Text>
    </InlineStack>
  );
}
