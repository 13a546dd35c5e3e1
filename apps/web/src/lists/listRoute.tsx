import { lazy, type ReactElement } from 'react';
import type { EntityListDescriptor } from './descriptor';
import type { EntityListScreen as GenericScreen } from './EntityListScreen';

// React.lazy drops the type parameter; the loaded component is the generic one.
const EntityListScreen = lazy(() =>
  import('./EntityListScreen').then((m) => ({ default: m.EntityListScreen })),
) as unknown as typeof GenericScreen;

/** A route showing a master list on the shared list screen. */
export function listRoute<Row>(
  path: string,
  descriptor: EntityListDescriptor<Row>,
): { path: string; element: ReactElement } {
  return { path, element: <EntityListScreen key={path} descriptor={descriptor} /> };
}
