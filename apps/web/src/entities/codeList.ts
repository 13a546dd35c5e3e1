import { type CodeRow, CodeStatus, entities } from '@quaybook/contract';
import type { EntityListDescriptor } from '../lists/descriptor';
import { statusColumn } from './statusColumn';

type CodeList = 'damage' | 'component' | 'repair';

/**
 * One CEDEX code list screen (spec 002 §2.3): the damage, component and repair lists differ
 * only in their calls and the name their messages use.
 */
function codeList(list: CodeList, label: string): EntityListDescriptor<CodeRow> {
  return {
    title: `${label} List`,
    entity: entities[list],
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
    exportName: `${list}_list`,
    audit: true,
  };
}

export const damageList = codeList('damage', 'Damage');
export const componentList = codeList('component', 'Component');
export const repairList = codeList('repair', 'Repair');
