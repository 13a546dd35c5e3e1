import type ExcelJS from 'exceljs';

/**
 * ExcelJS, loaded with the first workbook read or written rather than with the server: it and the
 * zip and XML libraries it brings take about half a second of a start.
 */
export async function excelJs(): Promise<typeof ExcelJS> {
  return (await import('exceljs')).default;
}
