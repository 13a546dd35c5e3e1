import type { Database } from '../../db/client';
import { refuseUnfitInspectionFilter } from '../inspection/inspectionFilterChecks';
import {
  type LoadedExport,
  type LoadedExportFilter,
  loadedExportsOf,
} from './loadedExportRepository';

/**
 * The loaded export containers a customs report compares its records with; a filter with a
 * malformed container number or dates the wrong way round is refused before anything is read.
 */
export async function loadedExports(
  db: Database,
  companyId: number,
  filter: LoadedExportFilter,
): Promise<LoadedExport[]> {
  refuseUnfitInspectionFilter(filter);
  return loadedExportsOf(db, companyId, filter);
}
