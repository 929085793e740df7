import { type SetupGuideGateway } from '../../src/application/home/setup-guide-gateway.port';
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

/** The guide in memory: `guide` is what the next read answers; skip and the embed switch change it. */
export class FakeSetupGuideGateway implements SetupGuideGateway {
  failure: Error | null = null;
  reads = 0;

  constructor(public current: SetupGuide = OPEN_GUIDE) {}

  guide(): Promise<SetupGuide> {
    this.reads += 1;
    return this.answer();
  }

  skip(): Promise<SetupGuide> {
    this.current = { ...this.current, skip_install: 1 };
    return this.answer();
  }

  enableDevelopmentThemeEmbed(): Promise<SetupGuide> {
    const steps = this.current.steps.map((step) => (step.id === 1 ? { ...step, done: true } : step));
    const completed = steps.filter((step) => step.done).length;
    this.current = { ...this.current, steps, completed, all_done: completed === this.current.total };
    return this.answer();
  }

  private answer(): Promise<SetupGuide> {
    return this.failure ? Promise.reject(this.failure) : Promise.resolve(this.current);
  }
}
