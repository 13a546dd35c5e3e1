import { listRoute } from '../lists/listRoute';
import { voyageList } from './voyage';

/** One line per master list: its route path and descriptor. */
export const masterListRoutes = [listRoute('voyage', voyageList)];
