import { useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';

/**
 * 'Lead' or 'Manage up' mode from the current path (docs/product.md#what-middle-does: two modes).
 */
export function useAppMode(): { mode: 'lead' | 'manage-up'; isProfile: boolean } {
  const { pathname } = useLocation();
  return {
    mode: pathname.startsWith(paths.manageUp) ? 'manage-up' : 'lead',
    isProfile: pathname.startsWith(paths.profile),
  };
}
