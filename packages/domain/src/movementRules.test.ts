import { describe, expect, it } from 'vitest';
import {
  fixedInspectionValues,
  inspectionFields,
  type MovementRules,
  needsVesselAndVoyage,
} from './movementRules';

const none: MovementRules = {
  needsDateTime: false,
  needsGrossWeight: false,
  needsPorts: false,
  needsCfs: false,
  needsListCfs: false,
  needsTransporter: false,
  needsBookingNo: false,
  needsTransportMode: false,
  needsCondition: false,
  needsVesselVoyage: false,
  roadOnly: false,
};

describe('inspectionFields', () => {
  it('asks for nothing extra when no flag is set', () => {
    expect([...inspectionFields(none)]).toEqual([]);
  });

  it('turns the ports flag into POL, POD and FPD, and keeps the others one to one', () => {
    const fields = inspectionFields({
      ...none,
      needsPorts: true,
      needsGrossWeight: true,
      needsCondition: true,
    });
    expect([...fields].sort()).toEqual(['condition', 'fpd', 'grossWeight', 'pod', 'pol']);
  });
});

describe('a road-only movement', () => {
  it('asks neither CFS nor transport mode, and fixes mode R with no CFS', () => {
    const roadOut = { ...none, needsCfs: true, needsTransportMode: true, roadOnly: true };
    expect([...inspectionFields(roadOut)]).toEqual([]);
    expect(fixedInspectionValues(roadOut)).toEqual({ transportMode: 'R', cfs: null });
    expect(fixedInspectionValues(none)).toBeUndefined();
  });
});

describe('needsVesselAndVoyage', () => {
  it('requires vessel and voyage only when the movement says so and no from date is given', () => {
    expect(needsVesselAndVoyage({ ...none, needsVesselVoyage: true }, '')).toBe(true);
    expect(needsVesselAndVoyage({ ...none, needsVesselVoyage: true }, '2026-11-01')).toBe(false);
    expect(needsVesselAndVoyage(none, '')).toBe(false);
  });
});
