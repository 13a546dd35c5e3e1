import {
  COPRAR_IDENTIFIER,
  coprarSegments,
  type InterchangeReferences,
  interchangeText,
  type OrderedContainer,
  preparedAt,
} from '@quaybook/domain';
import type { ListedPort, LoadingListContainer } from './loadingList';

/**
 * The line the loading order is from: its EDI id (the Link Party's EDI recipient id, the id that
 * names the line) and its carrier code.
 */
export interface LineEdi {
  lineId: string;
  carrierCode: string;
}

/** The call the list is loaded on, and the choices of the Convert form. */
export interface LoadingCall {
  vesselName: string;
  callSign: string;
  voyage: string;
  /** The UN/LOCODE of the port loaded at; null when the location has none. */
  portOfLoading: string | null;
  /** The terminal loading the vessel, which the order is to: the location's code for it. */
  terminal: string;
  transhipmentPort: ListedPort;
  /** The containers go on by rail after discharge (Is Rail). */
  byRail: boolean;
}

/** A container of the conversion as kept for printing: the row, and where it is discharged. */
export interface ConvertedContainer extends LoadingListContainer {
  /** Where this vessel discharges it: its POD, or the transhipment port when it goes beyond. */
  dischargeAt: ListedPort;
  transhipment: boolean;
}

/**
 * Where the vessel discharges a container: a container whose final destination lies beyond its
 * POD is transhipped, so the vessel takes it to the transhipment port; the COPRAR still names its
 * POD (where it goes on to) and its final destination.
 */
export function converted(container: LoadingListContainer, call: LoadingCall): ConvertedContainer {
  const transhipment = container.fpd !== null;
  return {
    ...container,
    transhipment,
    dischargeAt: transhipment ? call.transhipmentPort : container.pod,
  };
}

/** One message a port of discharge, in the order the ports first appear in the list. */
export function byPortOfDischarge(
  containers: readonly ConvertedContainer[],
): ConvertedContainer[][] {
  const groups = new Map<string, ConvertedContainer[]>();
  for (const container of containers) {
    const group = groups.get(container.dischargeAt.code) ?? [];
    group.push(container);
    groups.set(container.dischargeAt.code, group);
  }
  return [...groups.values()];
}

/** A message's BGM number: the COPRAR number, suffixed by its place when there are several. */
export const messageNumber = (coprarNo: string, index: number, messages: number) =>
  messages === 1 ? coprarNo : `${coprarNo}-${index + 1}`;

/**
 * A converted container as the order names it. A transhipped one is discharged at the
 * transhipment port (LOC 11) and goes on to the POD its row gave (LOC 83); the final destination
 * (LOC 7) is its FPD, else that POD. Its VGM goes with when it was obtained and who answers for it.
 */
function ordered(container: ConvertedContainer, call: LoadingCall, carrier: string) {
  return {
    container: container.container,
    isoCode: container.isoCode,
    status: 'export',
    full: container.full,
    booking: container.booking,
    portOfDischarge: container.dischargeAt.code,
    onCarriageTo:
      container.transhipment && container.pod.code !== container.dischargeAt.code
        ? container.pod.code
        : null,
    finalDestination: (container.fpd ?? container.pod).code,
    verifiedGrossKg: container.grossKg,
    // Conversions kept before the VGM columns were read have neither.
    verifiedAt: container.vgmAt ?? null,
    verifiedBy: container.vgmParty ?? null,
    seal: container.seal ? { number: container.seal, issuer: 'SH' } : null,
    goods: container.goods,
    onCarriage: call.byRail ? 'rail' : null,
    containerOperator: carrier,
  } satisfies OrderedContainer;
}

/**
 * The COPRAR interchange of a conversion: one loading order (BGM 45) per port of discharge, in
 * one interchange from the line to the terminal (UNB and NAD MS/MR), with the references taken
 * for it.
 */
export function coprarInterchange(input: {
  coprarNo: string;
  messages: readonly (readonly ConvertedContainer[])[];
  call: LoadingCall;
  line: LineEdi;
  references: InterchangeReferences;
  now: Date;
}): string {
  const { call, line } = input;
  const carrier = line.carrierCode;
  return interchangeText({
    syntax: ['UNOA', 2],
    sender: line.lineId,
    recipient: call.terminal,
    prepared: preparedAt(input.now),
    controlReference: input.references.controlReference,
    messages: input.messages.map((containers, index) => ({
      reference: input.references.messageReferences[index] as string,
      identifier: COPRAR_IDENTIFIER,
      segments: coprarSegments({
        kind: 'load',
        documentNo: messageNumber(input.coprarNo, index, input.messages.length),
        // The order's mandatory reference, as the SMDG samples send it (domain.md §2.6).
        reference: { qualifier: 'XXX', value: '1' },
        vessel: {
          voyage: call.voyage,
          carrier,
          callSign: call.callSign,
          vesselName: call.vesselName,
        },
        port: call.portOfLoading ?? '',
        terminal: call.terminal,
        sender: line.lineId,
        recipient: call.terminal,
        carrier,
        containers: containers.map((container) => ordered(container, call, carrier)),
      }),
    })),
  });
}
