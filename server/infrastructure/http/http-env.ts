import { type AuthenticatedShop } from '../../application/shared/authenticated-shop';

/** What middlewares put on a request's context for the routes after them. */
export interface HttpEnv {
  Variables: {
    requestId: string;
    shop: AuthenticatedShop;
  };
}
