import type { Endpoint } from '@quaybook/contract';
import type { TestUser } from './factories';
import type { TestContext } from './testApp';

/**
 * How the shared master-list suite (masterEntities.test.ts) exercises one entity. One file per
 * entity in test/cases/ exports a `masterCase`; the suite finds them all.
 */
export interface MasterCase {
  /** The entity as tests name it: 'vessel'. */
  name: string;
  endpoints: { list: Endpoint; create: Endpoint; update: Endpoint };
  /** The wire field holding the id, also the update path's parameter. */
  idField: string;
  /**
   * A valid body, different for every `n`. `arrange` may create what it refers to (an applicant
   * for a party) in the caller's company first.
   */
  valid(n: number, arranged: Record<string, number>): Record<string, unknown>;
  arrange?(context: TestContext, user: TestUser): Promise<Record<string, number>>;
  /** Fields of `valid` the answer must echo as sent (others may be trimmed or derived). */
  echoed: readonly string[];
  /** The unique name, if the entity has one: its field and the refusal message. */
  unique?: { field: string; message: string };
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
