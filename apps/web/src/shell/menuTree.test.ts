import type { MenuItem } from '@quaybook/contract';
import { describe, expect, it } from 'vitest';
import { menuTarget, menuTree } from './menuTree';

const item = (auto_id: number, parent_id: number, menu_action = ''): MenuItem => ({
  auto_id,
  parent_id,
  menu_name: `Item ${auto_id}`,
  menu_icon: '',
  menu_action,
});

describe('menuTree', () => {
  it('groups children under their parent in the given order and drops orphans', () => {
    const tree = menuTree([
      item(1, 0),
      item(32, 0),
      item(101, 1),
      item(3201, 32),
      item(102, 1),
      item(999, 77),
    ]);
    expect(tree.map((g) => [g.item.auto_id, g.children.map((c) => c.auto_id)])).toEqual([
      [1, [101, 102]],
      [32, [3201]],
    ]);
  });
});

describe('menuTarget', () => {
  it('leads to the route named after the action when it exists, else to notfound', () => {
    const known = new Set(['voyage']);
    expect(menuTarget(item(101, 1, 'Voyage'), known)).toBe('/voyage');
    expect(menuTarget(item(102, 1, 'Link Party'), known)).toBe('/notfound');
  });
});
