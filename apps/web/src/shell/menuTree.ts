import type { MenuItem } from '@quaybook/contract';
import { routeNameOf } from '@quaybook/domain';

interface MenuGroup {
  item: MenuItem;
  children: MenuItem[];
}

/** Top-level items (parent 0) with their children, in the server's order. */
export function menuTree(items: readonly MenuItem[]): MenuGroup[] {
  const groups = items
    .filter((item) => item.parent_id === 0)
    .map((item) => ({ item, children: [] as MenuItem[] }));
  const byId = new Map(groups.map((group) => [group.item.auto_id, group]));
  for (const item of items) {
    if (item.parent_id !== 0) byId.get(item.parent_id)?.children.push(item);
  }
  return groups;
}

/** Where a leaf item leads: its route when this app has it, else the not-found page. */
export function menuTarget(item: MenuItem, knownRoutes: ReadonlySet<string>): string {
  const route = routeNameOf(item.menu_action);
  return route && knownRoutes.has(route) ? `/${route}` : '/notfound';
}
