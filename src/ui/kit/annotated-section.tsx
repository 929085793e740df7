import { Layout } from '@shopify/polaris';
import { type ComponentProps } from 'react';
import './annotated-section.css';

/** Polaris' annotated section (a title and description beside a card), whose annotation keeps off the screen's edge on a phone. */
export function AnnotatedSection(props: ComponentProps<typeof Layout.AnnotatedSection>) {
  return <Layout.AnnotatedSection {...props} />;
}
