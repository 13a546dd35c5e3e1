import {
  api,
  bookingNoOf,
  type DownloadedFile,
  type VesselCapacitySummary,
  vesselCapacityFilename,
  vesselCapacitySummary,
} from '@quaybook/contract';
import { call } from '../../api/client';
import { UnparsableAnswer } from './capacityProblem';

/** The booking's summary for the grid; an answer not of the summary's shape is unparsable. */
export async function fetchCapacity(typed: string): Promise<VesselCapacitySummary> {
  const { data } = await call(api.vesselCapacity.get, {
    body: { booking_no: bookingNoOf(typed), format: 'json' },
  });
  const parsed = vesselCapacitySummary.safeParse(data);
  if (!parsed.success) throw new UnparsableAnswer();
  return parsed.data;
}

/** The booking's workbook, under the server's name, else vessel_capacity_{timestamp}.xlsx. */
export async function fetchWorkbook(typed: string): Promise<DownloadedFile> {
  const { data } = await call(api.vesselCapacity.get, {
    body: { booking_no: bookingNoOf(typed) },
  });
  const named = /\.xlsx$/i.test(data.filename);
  return named ? data : { ...data, filename: vesselCapacityFilename() };
}
