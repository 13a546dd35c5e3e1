import { api, type CodeRow, CodeStatus } from '@quaybook/contract';
import type { EntityListDescriptor } from '../lists/descriptor';
import { statusColumn } from './statusColumn';

type CodeList = 'damage' | 'component' | 'repair';

/**
 * One CEDEX code list screen (spec 002 §2.3): the damage, component and repair lists differ
 * only in their calls and the name their messages use.
 */
function codeList(list: CodeList, label: string): EntityListDescriptor<CodeRow> {
  const lower = label.toLowerCase();
  return {
    title: `${label} List`,
    entityName: label,
    endpoints: api[list],
    idKey: 'autoid',
    columns: [
      { key: 'description', title: 'Description', edit: { kind: 'text' } },
      {
        key: 'shortName',
        title: 'Short Name',
        width: 160,
        edit: { kind: 'text', placeholder: 'Code', upperCase: true },
      },
      statusColumn<CodeRow>('isActive', CodeStatus, 150),
    ],
    uniqueName: { key: 'description', message: `${label} description already exists.` },
    exportName: `${lower}_list`,
    audit: true,
    messages: {
      created: `${label} Created Successfully!`,
      updated: 'Updated Successfully!',
      loadError: `Error fetching ${lower} list. Check console for details.`,
      saveError: `Error saving ${lower}. Check console for details.`,
    },
  };
}

export const damageList = codeList('damage', 'Damage');
export const componentList = codeList('component', 'Component');
export const repairList = codeList('repair', 'Repair');
