import { type SetupGuide } from '../../contracts/setup-guide.contract';

/** The setup guide's calls (docs/product/setup-guide.md). Failures reject with an ApiError. */
export interface SetupGuideGateway {
  /** The steps as the shop's real state ticks them. */
  guide(): Promise<SetupGuide>;
  /** Leaves the guide: sign-in goes to the dashboard from now on. */
  skip(): Promise<SetupGuide>;
  /** Development store mode only: switches the app embed on, as the theme editor would. */
  enableDevelopmentThemeEmbed(): Promise<SetupGuide>;
}
