import type { LocationRow } from '@quaybook/contract';
import { entities } from '@quaybook/contract';
import { storedCode } from '@quaybook/domain';
import { locations } from '../../db/schema';
import { auditOf, type UnnamedRow } from '../../shared/audit';
import { masterDefinition } from '../master/masterDefinition';

export const locationDefinition = masterDefinition({
  entity: entities.location,
  table: locations,
  uniqueColumn: locations.name,
  toRow: locationRowOf,
  toValues: (input) => ({
    name: input.Name,
    shortName: input.ShortName,
    kind: input.kind,
    isYard: input.isArea === 1,
    locationCode: input.LocationCode,
    igmCode: input.igmCode,
    zimCode: input.ZIMCode,
    ymlCode: input.YMLCode,
    ovaCode: input.OVA_Code,
  }),
  search: [
    locations.name,
    locations.shortName,
    locations.locationCode,
    locations.igmCode,
    locations.zimCode,
    locations.ymlCode,
    locations.ovaCode,
  ],
  sort: {
    Name: locations.name,
    ShortName: locations.shortName,
    kind: locations.kind,
    isArea: locations.isYard,
    LocationCode: locations.locationCode,
    igmCode: locations.igmCode,
    ZIMCode: locations.zimCode,
    YMLCode: locations.ymlCode,
    OVA_Code: locations.ovaCode,
  },
});

/** A location as the wire spells it; codes stored as the text NULL read as none. */
export function locationRowOf(l: typeof locations.$inferSelect): UnnamedRow<LocationRow> {
  return {
    locationid: l.id,
    Name: l.name,
    ShortName: l.shortName,
    kind: l.kind,
    isArea: l.isYard ? 1 : 0,
    LocationCode: storedCode(l.locationCode),
    igmCode: storedCode(l.igmCode),
    ZIMCode: storedCode(l.zimCode),
    YMLCode: storedCode(l.ymlCode),
    OVA_Code: storedCode(l.ovaCode),
    ...auditOf(l),
  };
}
