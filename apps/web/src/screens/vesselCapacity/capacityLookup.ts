import {
  api,
  bookingNoOf,
  type DownloadedFile,
  VESSEL_CAPACITY_MESSAGES as MESSAGES,
  type VesselCapacitySummary,
  vesselCapacityFilename,
  vesselCapacitySummary,
} from '@quaybook/contract';
import { CallError, call } from '../../api/client';

/** Why a lookup shows no grid, in the spec's words (002 §8). */
export function lookupProblem(error: unknown): string {
  if (error instanceof UnparsableAnswer) return MESSAGES.unparsable;
  if (error instanceof CallError && error.status !== 0 && error.message) return error.message;
  return MESSAGES.failed;
}

class UnparsableAnswer extends Error {}

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
