import { Hono } from 'hono';
import { type GetWidgetActivityUseCase } from '../../../application/widgets/get-widget-activity.use-case';
import { ok } from '../envelope';
import { type HttpEnv } from '../http-env';

/** GET /api/user/info, outside the admin router (spec §7): which storefront widgets are switched on. */
export function widgetActivityRoutes(getWidgetActivity: GetWidgetActivityUseCase) {
  return new Hono<HttpEnv>().get('/info', async (c) => ok(c, await getWidgetActivity.execute(c.get('shop'))));
}
