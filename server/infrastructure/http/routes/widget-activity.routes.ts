import { getWidgetActivity as getWidgetActivityContract } from '../../../../src/contracts/storefront-status.contract';
import { type GetWidgetActivityUseCase } from '../../../application/widgets/get-widget-activity.use-case';
import { ContractRoutes } from '../contract-routes';

/** GET /api/user/info, outside the admin router: which storefront widgets are switched on. Mounted at /api/user after authentication. */
export function widgetActivityRoutes(getWidgetActivity: GetWidgetActivityUseCase) {
  return new ContractRoutes('/api/user').serve(getWidgetActivityContract, (_request, c) => getWidgetActivity.execute(c.get('shop'))).router;
}
