import {
  COPRAR_IDENTIFIER,
  coprarSegments,
  formatDate,
  type InterchangeReferences,
  interchangeText,
  type OrderedContainer,
  PORT_TIME_ZONE,
  unoaText,
} from '@quaybook/domain';
import type { ListedPort, LoadingListContainer } from './loadingList';

/** The line's EDI ids and carrier code, from the Link Party of the applicant and account. */
export interface LineEdi {
  senderId: string;
  recipientId: string;
  carrierCode: string;
}

/** The call the list is loaded on, and the choices of the Convert form. */
export interface LoadingCall {
  vesselName: string;
  callSign: string;
  voyage: string;
  /** The UN/LOCODE of the port loaded at; null when the location has none. */
  portOfLoading: string | null;
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
 * POD is transhipped, so the vessel takes it to the transhipment port, and the COPRAR names the
 * final destination as its place of delivery.
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

const upper = (text: string | null) => (text ? unoaText(text).trim() : null);

function ordered(container: ConvertedContainer, call: LoadingCall, carrier: string) {
  return {
    container: container.container,
    isoCode: container.isoCode,
    status: 'export',
    full: container.full,
    booking: upper(container.booking),
    portOfDischarge: container.dischargeAt.code,
    finalDestination: (container.fpd ?? container.pod).code,
    verifiedGrossKg: container.grossKg,
    seal: container.seal ? { number: upper(container.seal) as string, issuer: 'SH' } : null,
    goods: container.goods,
    onCarriage: call.byRail ? 'rail' : null,
    containerOperator: carrier,
  } satisfies OrderedContainer;
}

/** UNB's date and time of preparation, YYMMDD and HHMM on the ports' clock. */
export function preparedAt(now: Date): { date: string; time: string } {
  const [day = '', clock = ''] = formatDate(now, { time: true, timeZone: PORT_TIME_ZONE }).split(
    ' ',
  );
  const [dd, mm, yyyy] = day.split('/');
  return { date: `${yyyy?.slice(2)}${mm}${dd}`, time: clock.replace(':', '') };
}

/**
 * The COPRAR interchange of a conversion: one loading order (BGM 45) per port of discharge, in
 * one interchange from us to the line, with the references taken for it.
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
  const carrier = upper(line.carrierCode) as string;
  return interchangeText({
    syntax: ['UNOA', 2],
    sender: line.senderId,
    recipient: line.recipientId,
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
          voyage: upper(call.voyage) as string,
          carrier,
          callSign: upper(call.callSign),
          vesselName: call.vesselName,
        },
        port: call.portOfLoading ?? '',
        carrier,
        containers: containers.map((container) => ordered(container, call, carrier)),
      }),
    })),
  });
}
