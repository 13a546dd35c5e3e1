import { collectListScreens } from '../lists/listScreen';

/** Every list screen declared in this folder, found by its declaration: routes derive from it. */
export const listScreens = collectListScreens(
  import.meta.glob(['./*.ts', '!./*.test.ts', '!./listScreens.ts'], { eager: true }),
);
