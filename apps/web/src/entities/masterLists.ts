import { listRoute } from '../lists/listRoute';
import { vesselList } from './vessel';
import { voyageList } from './voyage';

/** One line per master list: its route path and descriptor. */
export const masterListRoutes = [listRoute('voyage', voyageList), listRoute('vessel', vesselList)];
