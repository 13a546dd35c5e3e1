import type { Entity } from '@quaybook/contract';
import type { TestUser } from './factories';
import type { TestContext } from './testApp';

/** What a case arranged in a company before its calls: ids of the rows its bodies refer to. */
export type Arranged = Record<string, number>;

/**
 * How the shared master-list suite (masterEntities.test.ts) exercises one entity. One file per
 * entity in test/cases/ exports a `masterCase`; the suite finds them all, and reads the entity's
 * endpoints, id field, messages, unique name and held-once combination from its declaration.
 */
export interface MasterCase {
  entity: Entity;
  /**
   * A valid body, different for every `n`. `arrange` may create what it refers to (an applicant
   * for a party) in the caller's company first.
   */
  valid(n: number, arranged: Arranged): Record<string, unknown>;
  arrange?(context: TestContext, user: TestUser): Promise<Arranged>;
  /** The list's query, for a list that shows the rows of one thing arranged (a party's rates). */
  listQuery?(arranged: Arranged): Record<string, unknown>;
  /** Fields of `valid` the answer must echo as sent, as it travels (money in rupees). */
  echoed: readonly string[];
  /** Bodies that must be refused with 400, the field named and the message. */
  invalid: readonly {
    body: (valid: Record<string, unknown>) => unknown;
    field: string;
    message: string;
  }[];
  /** Shared reference lists (ports, locations) are visible to every company. */
  shared?: boolean;
  /** Audit field names as this entity's wire spells them. */
  audit?: { createdBy: string; modifiedBy: string };
}
