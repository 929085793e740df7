import { readFileSync } from 'node:fs';
import { validateXML } from 'xmllint-wasm';

/** Google's Product Ratings feed schema, as kept in the repository. */
export const GOOGLE_FEED_XSD_PATH = new URL('../../server/infrastructure/feeds/google/product_reviews.xsd', import.meta.url);

/** The messages xmllint gives a feed against Google's XSD; [] when it is valid. */
export async function googleFeedSchemaErrors(xml: string): Promise<readonly string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'feed.xml', contents: xml }],
    schema: [{ fileName: 'product_reviews.xsd', contents: readFileSync(GOOGLE_FEED_XSD_PATH, 'utf8') }],
  });
  return result.valid ? [] : result.errors.map((error) => error.message);
}
