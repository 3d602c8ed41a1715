import { hasRole } from '@shop/contracts';
import { selectRole } from '../auth/auth.slice';
import type { RootState } from '../store';
import type { ProductViewer } from './catalog.api';

/**
 * The one place that decides who views the catalogue: staff and above see cost prices.
 * It keys the product queries' cache (product-queries.ts) and decides whether catalogue
 * reads carry the token (api/base-query.ts).
 */
export function selectProductViewer(state: RootState): ProductViewer {
  return hasRole(selectRole(state), 'staff') ? 'staff' : 'public';
}
