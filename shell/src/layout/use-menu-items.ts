import { useMemo } from 'react';
import type { MenuItem } from '@pm/domain/shapes';
import { clientRoutes } from '@pm/domain/routes';
import { selectSettings, selectUserInfo, selectUserRole, useAppSelector } from '@pm/web/store';
import { catalogueMenu, rolesForCheck } from '../guards/menu-source';
import { useServices } from '../services';

/**
 * The menu tree: clients get the whole client route list; staff get the server menu, or — with 'menu from
 * server' off — the route catalogue filtered by the role check (the same source the guards use).
 */
export function useMenuItems(): MenuItem[] {
  const { clientHost } = useServices();
  const { menuFromServer, serverMenu } = useAppSelector(selectSettings);
  const userRole = useAppSelector(selectUserRole);
  const user = useAppSelector(selectUserInfo);
  return useMemo(() => {
    if (clientHost) return clientRoutes;
    if (menuFromServer) return serverMenu;
    return catalogueMenu(rolesForCheck(userRole, user));
  }, [clientHost, menuFromServer, serverMenu, userRole, user]);
}
