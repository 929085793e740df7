import { type SetupGuide } from '../../src/contracts/setup-guide.contract';

/** A shop in group A with nothing done. */
export const OPEN_GUIDE: SetupGuide = {
  group: 'A',
  steps: [
    { id: 1, name: 'enableThemeEmbed', done: false, path: '/display' },
    { id: 2, name: 'customiseWidget', done: false, path: '/display' },
    { id: 3, name: 'migrateReviews', done: false, path: '/import' },
    { id: 4, name: 'viewDiscount', done: false, path: '/collect/discount' },
  ],
  completed: 0,
  total: 4,
  all_done: false,
  is_guide_banner: '1',
  hide_setup_guide: '2',
  skip_install: 0,
  completed_at: null,
  theme_editor_url: null,
};
