import { type WidgetAsset } from '../../../src/contracts/widget-settings.contract';

/** The theme app extension's built scripts and stylesheet, measured as Shopify measures them. */
export interface WidgetAssets {
  list(): Promise<readonly WidgetAsset[]>;
}
