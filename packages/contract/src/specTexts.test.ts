import { describe, expect, it } from 'vitest';
import { type EntityName, entities, referenceLists } from './index';

// The texts the spec gives, as it gives them, in one table; each entity's declaration must say
// exactly these, so a typo in a declaration (which every screen, route and test then repeats) is
// caught here. Spec 000 §5 and §8, 001 §5 and §8, 002 §8.
const SPEC_TEXTS: readonly [
  EntityName,
  'created' | 'updated' | 'deleted' | 'loadError' | 'saveError' | 'deleteError',
  string,
][] = [
  ['voyage', 'created', 'Voyage created successfully!'],
  ['voyage', 'updated', 'Voyage updated successfully!'],
  ['voyage', 'loadError', 'Error fetching voyage list. Check console for details.'],
  ['location', 'created', 'Location Created Successfully!'],
  ['location', 'updated', 'Location Updated Successfully!'],
  ['location', 'loadError', 'Error fetching location list. Check console for details.'],
  ['movement', 'created', 'Movement Created Successfully!'],
  ['movement', 'updated', 'Movement Updated Successfully!'],
  ['movement', 'loadError', 'Error fetching movement list. Check console for details.'],
  ['vessel', 'created', 'Vessel created successfully!'],
  ['vessel', 'updated', 'Vessel updated successfully!'],
  ['vessel', 'loadError', 'Error fetching vessel list. Check console for details.'],
  ['vessel', 'saveError', 'Error saving vessel. Check console for details.'],
  ['applicant', 'created', 'Applicant Created Successfully!'],
  ['applicant', 'updated', 'Applicant Updated Successfully!'],
  ['applicant', 'loadError', 'Error fetching applicant list. Check console for details.'],
  ['applicant', 'saveError', 'Error saving applicant. Check console for details.'],
  ['container', 'created', 'Container Created Successfully!'],
  ['container', 'updated', 'Container Updated Successfully!'],
  ['vcn', 'created', 'VCN added successfully.'],
  ['vcn', 'updated', 'VCN updated successfully.'],
  ['vcn', 'deleted', 'VCN deleted successfully.'],
  ['vcn', 'loadError', 'Error fetching VCN list. Check console for details.'],
  ['vcn', 'saveError', 'Error saving VCN.'],
  ['vcn', 'deleteError', 'Error deleting VCN.'],
  ['account', 'created', 'Account created successfully!'],
  ['account', 'updated', 'Account updated successfully!'],
  ['account', 'loadError', 'Error fetching accounts. Check console for details.'],
  ['account', 'saveError', 'Error saving account. Check console for details.'],
  ['port', 'created', 'Port Created Successfully!'],
  ['port', 'updated', 'Port Updated Successfully!'],
  ['port', 'loadError', 'Error fetching port list. Check console for details.'],
  ['port', 'saveError', 'Error saving port. Check console for details.'],
  ['company', 'loadError', 'Error fetching company list. Please try again later.'],
  ['partyRate', 'loadError', 'Failed to fetch party rates'],
  ['partyRate', 'saveError', 'Failed to create party rate'],
  ['linkParty', 'created', 'Link Party Created Successfully!'],
  ['linkParty', 'updated', 'Link Party Updated Successfully!'],
  ['linkParty', 'loadError', 'Error fetching link parties. Check console for details.'],
  ['linkParty', 'saveError', 'Error saving link party. Check console for details.'],
  ['damage', 'created', 'Damage Created Successfully!'],
  ['damage', 'updated', 'Updated Successfully!'],
  ['damage', 'loadError', 'Error fetching damage list. Check console for details.'],
  ['damage', 'saveError', 'Error saving damage. Check console for details.'],
  ['component', 'created', 'Component Created Successfully!'],
  ['component', 'saveError', 'Error saving component. Check console for details.'],
  ['repair', 'created', 'Repair Created Successfully!'],
  ['repair', 'saveError', 'Error saving repair. Check console for details.'],
  ['bookingNumber', 'created', 'Booking no added successfully'],
  ['bookingNumber', 'updated', 'Booking no updated successfully'],
  ['bookingNumber', 'saveError', 'Error adding booking no'],
  ['vcnPartyLink', 'created', 'VCN Party Voyage added successfully'],
  ['vcnPartyLink', 'updated', 'VCN Party Voyage updated successfully'],
  ['vcnPartyLink', 'saveError', 'Error adding VCN Party Voyage'],
];

const SPEC_UNIQUE: readonly [EntityName, string][] = [
  ['voyage', 'Voyage name already exists.'],
  ['location', 'Location name already exists.'],
  ['movement', 'Movement name already exists.'],
  ['vessel', 'Vessel name already exists.'],
  ['applicant', 'Applicant name already exists.'],
  ['container', 'Container number already exists.'],
  ['vcn', 'VCN name already exists.'],
  ['account', 'Account name already exists.'],
  ['port', 'Port name already exists.'],
];

// The reference lists spec 000 §3 names, with the keys it caches them under.
const SPEC_CACHE_KEYS = ['states', 'countries', 'banks', 'ports', 'cfs', 'locations', 'Area'];

describe('the entity declarations say what the spec says', () => {
  it.each(SPEC_TEXTS)('%s %s: %s', (name, kind, text) => {
    expect(entities[name].messages[kind]).toBe(text);
  });

  it.each(SPEC_UNIQUE)('%s refuses a duplicate with: %s', (name, text) => {
    expect(entities[name].unique?.message).toBe(text);
  });

  it('heads the VCN screens Vcn, as its list and loading texts do', () => {
    expect(entities.vcn.label).toBe('Vcn');
  });

  it.each(SPEC_CACHE_KEYS)('caches a reference list under the key %s', (key) => {
    expect(Object.values(referenceLists).map((list) => list.storageKey)).toContain(key);
  });

  it('caches every list under a key of its own', () => {
    const keys = Object.values(referenceLists).map((list) => list.storageKey);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
