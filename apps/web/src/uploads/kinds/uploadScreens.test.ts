import { UPLOAD_KIND_NAMES, UPLOAD_KINDS } from '@quaybook/contract';
import { describe, expect, it } from 'vitest';
import { builtRoutes } from '../../routeTable';
import { UPLOAD_SCREENS } from './uploadScreens';

/** The query names a screen's choices send. */
const sentNames = (kind: (typeof UPLOAD_KIND_NAMES)[number]) =>
  UPLOAD_SCREENS[kind].choices.flatMap((choice) =>
    'sends' in choice && choice.sends ? Object.values(choice.sends) : [choice.param],
  );

describe('the upload screens', () => {
  it.each(
    UPLOAD_KIND_NAMES,
  )('%s: is at the route its menu entry makes, with its kind’s calls', (kind) => {
    const screen = UPLOAD_SCREENS[kind];
    expect(builtRoutes.filter((route) => route.path === screen.route)).toHaveLength(1);
    const { upload, save, row, download } = UPLOAD_KINDS[kind];
    expect(screen).toMatchObject({ upload, save, row, template: kind });
    // Pending Inspection, not Upload Entry, offers the transaction kind's download.
    if (screen.list) expect(screen.list.endpoint).toBe(download);
  });

  it.each(UPLOAD_KIND_NAMES)('%s: sends every choice its kind declares', (kind) => {
    const declared = UPLOAD_KINDS[kind].choices.map((choice) => choice.field);
    expect(sentNames(kind)).toEqual(expect.arrayContaining(declared));
  });
});
