import type { ReferenceName } from '@quaybook/contract';

/**
 * Every query key of the app, from one place, so that a save can refresh exactly the lists built
 * from the rows it changed.
 */
export const queryKeys = {
  menu: ['menu'] as const,
  about: ['about'] as const,
  reference: (name: ReferenceName) => ['reference', name] as const,
  /** The rows of a list call, with the query it was asked with. */
  list: (path: string, query?: Record<string, unknown>) =>
    query === undefined ? (['list', path] as const) : (['list', path, query] as const),
  /**
   * A look-up of the list's rows by typed text (the container Search button): under the list's
   * key, so a save that refreshes the list refreshes the answer too.
   */
  listLookup: (path: string, text: string | null) => ['list', path, 'lookup', text] as const,
  /** The bytes of a photo or thumbnail, by the name the server issued. */
  photo: (filename: string) => ['photo', filename] as const,
  /** A container's page: its inspections, damage lines, photos and changes. */
  containerTimeline: (contnumber: string) => ['containerTimeline', contnumber] as const,
  /** One repair estimate with its lines, by id. */
  estimate: (estimateid: number) => ['estimate', estimateid] as const,
  /** A Link Party's EDI delivery settings, by the party's id. */
  ediDelivery: (linkpartyid: number) => ['ediDelivery', linkpartyid] as const,
  /** An estimate as its approval link shows it. */
  approval: (token: string) => ['approval', token] as const,
};
