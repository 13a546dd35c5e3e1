import { api, UPLOAD_LAYOUTS } from '@quaybook/contract';
import type { Deps } from '../../deps';
import { defineRoute, type Route } from '../../http/route';
import { layoutWorkbook } from './layoutWorkbook';

/** Every upload screen's template: an empty workbook headed by its kind's columns. */
export function uploadTemplateRoutes(_deps: Deps): Route[] {
  return [
    defineRoute(api.uploadTemplate.template, async ({ input }) => {
      const { kind } = input.params;
      const layout = UPLOAD_LAYOUTS[kind];
      return layoutWorkbook({
        filename: `${kind}-template.xlsx`,
        sheetName: layout.title,
        columns: layout.columns,
      });
    }),
  ];
}
