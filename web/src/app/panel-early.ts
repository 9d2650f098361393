import { apiPath, API_ROUTES } from '@zlota/shared/api-routes';
import { catalogPaths } from '@zlota/shared/first-load';
import { paths } from '../config/paths';
import { prefetch } from '../lib/prefetch';
import { session } from '../lib/session';

/**
 * What the layout, the guard and the desk ask for first, asked for now, beside the screen's script, rather than one after the
 * other once the guard has its answer (the foundation, user/info, then the two-factor status and the desk's queue).
 */
export function askEarly(): void {
  prefetch(catalogPaths.foundation());
  if (session.get().status !== 'admin') return;
  prefetch(apiPath(API_ROUTES.userInfo));
  prefetch(apiPath(API_ROUTES.adminTwoFactor));
  if (window.location.pathname === paths.admin.getHref()) prefetch(apiPath(API_ROUTES.adminWorkQueue));
}
