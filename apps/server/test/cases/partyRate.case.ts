import { entities } from '@quaybook/contract';
import { paiseToRupees } from '@quaybook/domain';
import { factories } from '../support/factories';
import type { MasterCase } from '../support/masterCase';

export const masterCase: MasterCase = {
  entity: entities.partyRate,
  // A party (an applicant and an account) and a movement of the caller's company to rate.
  async arrange(context, user) {
    const make = factories(context);
    const { applicant, account } = await make.createParty(user);
    const movement = await make.createMovement(user);
    return { applicant: applicant.id, account: account.id, movement: movement.id };
  },
  listQuery: (arranged) => ({ applicantid: arranged.applicant, accountid: arranged.account }),
  // Neighbouring bodies differ in size, so two rows made in one test never share a combination.
  valid: (n, arranged) => ({
    applicantid: arranged.applicant,
    accountid: arranged.account,
    movementid: arranged.movement,
    size: n % 2 === 0 ? 20 : 40,
    // In rupees, as they travel: ₹1,000.25 and up, one paisa apart.
    rate: Number(paiseToRupees(100_025 + n)),
  }),
  echoed: ['applicantid', 'accountid', 'movementid', 'size', 'rate'],
  // Bad input is refused in partyRate.test.ts, which counts the table's rows: a rate refused for
  // its party would not show in that party's list either way.
  invalid: [],
};
