import { CodeStatus, entities } from '@quaybook/contract';
import { listScreen } from '../lists/listScreen';
import type { ReferenceName } from '../reference/referenceLists';
import { statusColumn, statusField } from './statusColumn';

type CodeList = 'damage' | 'component' | 'repair';

/** The cached active codes each list's selects offer (a tariff row's component). */
const ACTIVE_CODES: Record<CodeList, ReferenceName> = {
  damage: 'damages',
  component: 'components',
  repair: 'repairs',
};

/**
 * One CEDEX code list screen (spec 002 §2.3): the damage, component and repair lists differ
 * only in their calls, their route and the name their messages use.
 */
const codeList = (list: CodeList, route: string, label: string) =>
  listScreen(entities[list], {
    route,
    title: `${label} List`,
    columns: [
      { key: 'description', title: 'Description' },
      { key: 'shortName', title: 'Short Name' },
      statusColumn('isActive', CodeStatus),
    ],
    fields: [
      { key: 'description', input: { kind: 'text' } },
      { key: 'shortName', input: { kind: 'text', placeholder: 'Code', upperCase: true } },
      statusField('isActive', CodeStatus),
    ],
    exportName: `${list}_list`,
    audit: true,
    refreshes: [ACTIVE_CODES[list]],
  });

export const damageList = codeList('damage', 'damagelist', 'Damage');
export const componentList = codeList('component', 'componentlist', 'Component');
export const repairList = codeList('repair', 'repairtype', 'Repair');
