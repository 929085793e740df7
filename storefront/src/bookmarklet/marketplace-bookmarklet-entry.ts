import { BOOKMARKLET_CONFIG_MARK, type BookmarkletConfig } from '../../../src/domain/import/bookmarklet';
import { runBookmarklet } from './marketplace-bookmarklet';

// The install page puts the token's config in place of the mark (bookmarkletAddress).
const config = BOOKMARKLET_CONFIG_MARK as unknown as BookmarkletConfig;
void runBookmarklet(window, config);
