import { describe, expect, it } from 'vitest';
import { listScreens } from './listScreens';

describe('the list screens', () => {
  it('are found from their declarations, one route each', () => {
    const routes = listScreens.map((screen) => screen.route);
    expect(new Set(routes).size).toBe(routes.length);
    expect(routes).toEqual(
      expect.arrayContaining(['voyage', 'container', 'damagelist', 'repairtype', 'partyrate']),
    );
  });

  it('name each form field by a column or a label of its own', () => {
    for (const screen of listScreens)
      for (const field of screen.fields ?? [])
        expect(
          field.label ?? screen.columns.find((column) => column.key === field.key)?.title,
          `${screen.title}: ${field.key}`,
        ).toBeTruthy();
  });
});
