import { z } from 'zod';
import { endpoint } from './endpoint';

export const menuItem = z.object({
  auto_id: z.number().int(),
  parent_id: z.number().int(),
  menu_name: z.string(),
  menu_icon: z.string(),
  menu_action: z.string(),
});
export type MenuItem = z.infer<typeof menuItem>;

export const getMenu = endpoint({ method: 'GET', path: '/menu', data: z.array(menuItem) });
