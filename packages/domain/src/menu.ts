/** Group ids of the sidebar; children carry one of these as parent_id. */
export const MENU_GROUPS = {
  master: 1,
  upload: 2,
  transaction: 3,
  report: 4,
  bill: 32,
  scmtr: 62,
} as const;

/**
 * A screen's entry in the sidebar, declared beside the screen's calls: its group, its id (kept
 * for good: users' menu rights name it), its name, and the action its route is made from.
 */
export interface MenuPlace {
  group: keyof typeof MENU_GROUPS;
  id: number;
  name: string;
  action: string;
}

/**
 * The route a menu action leads to: lower case with spaces and other non-word characters removed.
 * @example routeNameOf('Generate Missmatched SB Excel') // 'generatemissmatchedsbexcel'
 */
export function routeNameOf(menuAction: string): string {
  return menuAction.toLowerCase().replace(/\W/g, '');
}
