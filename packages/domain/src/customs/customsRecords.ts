// The customs records the mismatch reports compare with a loaded export container
// (docs/customs-reports.md). Dates are ISO yyyy-mm-dd; weights whole kilograms.

/** A shipping bill's number and date: together they name one bill. */
export interface SbReference {
  sbNo: string;
  sbDate: string;
}

export interface ShippingBillLine extends SbReference {
  containerNo: string;
  packageCount: number | null;
}

export type TerminalEgmLine = SbReference & { containerNo: string };

export interface OdexEgmLine extends SbReference {
  containerNo: string;
  /** 'Vessel Voyage' as typed on ODeX. */
  vesselVoyage: string;
  packageCount: number | null;
}

export interface PartyBlLine {
  bookingNo: string;
  blNo: string;
  containerNo: string;
  packageCount: number | null;
  cargoWeight: number | null;
  tareWeight: number | null;
}

/** What the load inspection and the container list say of a loaded export container. */
export interface LoadedContainer {
  containerNo: string;
  /** The load inspection's date. */
  loadDate: string;
  bookingNo: string | null;
  /** Kilograms, recorded at the load inspection. */
  cargoWeight: number | null;
  /** Kilograms, from the container list. */
  tareWeight: number | null;
  vessel: string;
  voyage: string;
}

/** The records found for one loaded container; null where there is none. */
export interface ContainerRecords {
  shippingBill: ShippingBillLine | null;
  egm: TerminalEgmLine | null;
  odex: OdexEgmLine | null;
  bl: PartyBlLine | null;
  /** Every shipping bill of the container on record, whatever its date. */
  billsOnRecord: readonly SbReference[];
}

export const sameSb = (a: SbReference, b: SbReference) =>
  a.sbNo.trim().toUpperCase() === b.sbNo.trim().toUpperCase() && a.sbDate === b.sbDate;
