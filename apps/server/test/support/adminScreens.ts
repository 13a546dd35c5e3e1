import { api, type DeliverySettingsInput, type Endpoint } from '@quaybook/contract';
import { INDIA, WEST_BENGAL } from '../../src/db/seed/states';

/** A journey of `e2e/` that shows a person what a screen offers: its file and its title. */
interface Journey {
  file: string;
  title: string;
}

/**
 * How the screens keep an admin-only call from a user of role 1: the screen that makes it is not
 * in their menu at all, or it is, and the control that makes the call is not shown to them.
 */
type HiddenBy = { menu: 'admins only'; opened?: Journey } | { control: string; journey: Journey };

interface AdminCall {
  /** The route of the screen (002 §2.1) whose calls these are. */
  route: string;
  hiddenBy: HiddenBy;
}

const usersScreen: AdminCall = {
  route: 'users',
  hiddenBy: {
    menu: 'admins only',
    opened: {
      file: 'e2e/tests/users.spec.ts',
      title: 'a user who is not an admin opening Users is told it is not allowed',
    },
  },
};
const auditLogScreen: AdminCall = { route: 'auditlog', hiddenBy: { menu: 'admins only' } };
const ediDeliveryScreen: AdminCall = { route: 'edidelivery', hiddenBy: { menu: 'admins only' } };
const companyForm: AdminCall = {
  route: 'company',
  hiddenBy: {
    control: 'Add Company and Edit',
    journey: {
      file: 'e2e/tests/company.spec.ts',
      title: 'a user who is not an admin sees the companies but cannot add or edit them',
    },
  },
};
const reportPrinting = (control: string): AdminCall => ({
  route: 'inspectionreport',
  hiddenBy: {
    control,
    journey: {
      file: 'e2e/tests/reports.spec.ts',
      title:
        'shows a surveyor who is not an admin the inspections, but no Print, Reprint or Export',
    },
  },
});

/** A shared list's screen: everyone reads it; only the group administrator is offered Add and Edit. */
const sharedList = (route: string): AdminCall => ({
  route,
  hiddenBy: {
    control: 'Add and Edit',
    journey: {
      file: 'e2e/tests/places.spec.ts',
      title:
        'a company administrator sees the shared locations, ports and codes but cannot add or edit them',
    },
  },
});

const keyOf = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;
const writesOf = (endpoints: { create: Endpoint; update: Endpoint }, route: string) =>
  Object.fromEntries(
    [endpoints.create, endpoints.update].map((endpoint) => [keyOf(endpoint), sharedList(route)]),
  );

/**
 * Every endpoint closed to users of role 1 (access `admin` or `group`), by `METHOD /path`, with
 * the screen that calls it and how that screen keeps it from a user of role 1. A new such
 * endpoint must be added here (security/authorisation.test.ts fails until it is).
 */
export const ADMIN_CALLS: Record<string, AdminCall> = {
  [keyOf(api.users.list)]: usersScreen,
  [keyOf(api.users.create)]: usersScreen,
  [keyOf(api.users.update)]: usersScreen,
  [keyOf(api.users.resetPassword)]: usersScreen,
  [keyOf(api.users.setActive)]: usersScreen,
  [keyOf(api.auditLog.list)]: auditLogScreen,
  [keyOf(api.auditLog.export)]: auditLogScreen,
  [keyOf(api.company.create)]: companyForm,
  [keyOf(api.company.update)]: companyForm,
  [keyOf(api.report.generate)]: reportPrinting('Print'),
  [keyOf(api.report.reprint)]: reportPrinting('Reprint'),
  [keyOf(api.ediDelivery.settings)]: ediDeliveryScreen,
  [keyOf(api.ediDelivery.update)]: ediDeliveryScreen,
  [keyOf(api.ediDelivery.test)]: ediDeliveryScreen,
  ...writesOf(api.location, 'location'),
  ...writesOf(api.port, 'port'),
  ...writesOf(api.damage, 'damagelist'),
  ...writesOf(api.component, 'componentlist'),
  ...writesOf(api.repair, 'repairtype'),
};

/** The people and rows an admin-only request is aimed at. */
export interface Targets {
  companyId: number;
  /** A user of role 1 of the company, not the caller. */
  colleagueId: number;
  /** A link party of the company, whose EDI a request could send elsewhere. */
  linkPartyId: number;
}

interface AnyRequest {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** Delivery settings that would send a line's EDI to someone else. */
const elsewhere: DeliverySettingsInput = {
  channel: 'email',
  emails: ['edi@elsewhere.example.com'],
  messages: ['CODECO'],
  schedule: { kind: 'after', minutes: 0 },
};

const companyBody = {
  companyname: 'Taken Over Surveyors Pvt Ltd',
  company_stateid: WEST_BENGAL,
  company_countryid: INDIA,
};

/**
 * A request each admin-only call would carry out for an admin, aimed at the caller's own company
 * and a colleague: what a user of role 1 trying it would change. An endpoint not here is tried
 * with its path's ids set to 1 and no body (the refusal comes before the input is read).
 */
export const ADMIN_REQUESTS: Record<string, (targets: Targets) => AnyRequest> = {
  [keyOf(api.users.create)]: ({ companyId }) => ({
    body: {
      username: 'intruder',
      name: 'Intruder',
      roleid: 2,
      companyid: companyId,
      password: 'intruder-password-1',
    },
  }),
  [keyOf(api.users.update)]: ({ companyId, colleagueId }) => ({
    params: { userid: colleagueId },
    body: { name: 'Raised Colleague', roleid: 2, companyid: companyId },
  }),
  [keyOf(api.users.resetPassword)]: ({ colleagueId }) => ({
    params: { userid: colleagueId },
    body: { newpassword: 'taken-over-password' },
  }),
  [keyOf(api.users.setActive)]: ({ colleagueId }) => ({
    params: { userid: colleagueId },
    body: { is_active: 0 },
  }),
  [keyOf(api.company.create)]: () => ({ body: companyBody }),
  [keyOf(api.company.update)]: ({ companyId }) => ({
    params: { companyid: companyId },
    body: companyBody,
  }),
  [keyOf(api.report.generate)]: () => ({
    query: { reportid: '1', rptdate: '2026-11-21', rpttype: 1 },
  }),
  [keyOf(api.report.reprint)]: () => ({ query: { rptno: 'SR/26-27/00001' } }),
  [keyOf(api.ediDelivery.settings)]: ({ linkPartyId }) => ({
    params: { linkpartyid: linkPartyId },
  }),
  [keyOf(api.ediDelivery.update)]: ({ linkPartyId }) => ({
    params: { linkpartyid: linkPartyId },
    body: elsewhere,
  }),
  [keyOf(api.ediDelivery.test)]: ({ linkPartyId }) => ({
    params: { linkpartyid: linkPartyId },
    body: elsewhere,
  }),
};
