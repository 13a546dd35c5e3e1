import { z } from 'zod';
import {
  type BodyOf,
  type DataOf,
  type Endpoint,
  endpoint,
  pathParams,
  type RequestOf,
} from './endpoint';
import { editedVersion, idParam, type ListQuery, listQuery } from './fields';

/** The row type of a list endpoint. */
export type RowOf<E extends Endpoint> = DataOf<E> extends readonly (infer R)[] ? R : never;

/** The input fields a screen may send for an entity: those of its create and its update call. */
export type InputKey<E extends EntityEndpoints> =
  | (keyof BodyOf<E['create']> & string)
  | (keyof BodyOf<E['update']> & string);

/** The calls of a list screen's rows. */
export interface EntityEndpoints {
  list: Endpoint;
  create: Endpoint;
  update: Endpoint;
  remove?: Endpoint;
}

/**
 * What the server and the screens say about an entity's rows. Texts the spec gives are its own,
 * spelling included ('Applicant Created Successfully!' beside 'Voyage created successfully!').
 */
export interface EntityMessages {
  created: string;
  updated: string;
  notFound: string;
  deleted?: string;
  /** Shown when the list cannot be loaded and the server gave no reason. */
  loadError: string;
  /** Shown when a save fails and the server gave no reason. */
  saveError: string;
  deleteError?: string;
}

/**
 * A list the browser keeps in local storage under the spec's key, with a placeholder entry
 * (id 0, 'Select …') appended, as screens of the older client read it; selects show it by `label`.
 */
export interface ReferenceList<E extends Endpoint = Endpoint> {
  endpoint: E;
  storageKey: string;
  id: keyof RowOf<E> & string;
  label: keyof RowOf<E> & string;
  /** The empty choice's name: 'Select Voyage'. */
  placeholder: string;
  /** The empty choice's id: 0, or '' for a list keyed by a code (ISO codes). */
  emptyId?: 0 | '';
  /** What a select of the list says when the list is empty: 'No open vessel calls'. */
  nothingFound?: string;
}

/**
 * Declares a cached reference list.
 * @example referenceList(api.reference.listStates, { storageKey: 'states', id: 'stateId', label: 'stateName', placeholder: 'Select State' })
 */
export function referenceList<E extends Endpoint>(
  listEndpoint: E,
  facts: Omit<ReferenceList<E>, 'endpoint'>,
): ReferenceList<E> {
  return { endpoint: listEndpoint, ...facts };
}

/** The facts of a reference list that an entity's own declaration does not already give. */
export type ReferenceFacts<Row> = {
  storageKey: string;
  label: keyof Row & string;
  placeholder: string;
};

/** Everything both sides know of an entity whose rows a list screen keeps. */
export interface Entity<E extends EntityEndpoints = EntityEndpoints> {
  /** The entity as headings and messages name it: 'Voyage', 'Vcn'. */
  label: string;
  /** The wire field holding a row's id. */
  id: keyof RowOf<E['list']> & string;
  /** Where update and delete carry the id: in the path, or in the body where the path has none. */
  idIn: 'path' | 'body';
  endpoints: E;
  messages: EntityMessages;
  /** A name unique within the company, ignoring case: its field and the refusal. */
  unique: { field: keyof RowOf<E['list']> & string; message: string } | undefined;
  /**
   * Values the company may hold together only once (a party's rate for a movement and size):
   * the input fields that report a second one, and the refusal.
   */
  together: { fields: readonly string[]; message: string } | undefined;
  /** The cached list the entity's rows are kept in, when the screens cache them. */
  reference: ReferenceList<E['list']> | undefined;
}

/** An entity declared with a reference list: its `reference` is always there. */
export type CachedEntity<E extends EntityEndpoints> = Entity<E> & {
  reference: ReferenceList<E['list']>;
};

interface EntitySpec<E extends EntityEndpoints> {
  label: string;
  id: keyof RowOf<E['list']> & string;
  endpoints: E;
  messages: EntityMessages;
  unique?: { field: keyof RowOf<E['list']> & string; message: string };
  together?: { fields: readonly string[]; message: string };
  reference?: ReferenceFacts<RowOf<E['list']>>;
}

/**
 * Declares an entity over endpoints declared by hand (saved by one call, or listed per party).
 * @example entity({ label: 'Booking no', id: 'autoid', endpoints: { list, create: save, update: save }, messages })
 */
export function entity<E extends EntityEndpoints>(
  spec: EntitySpec<E> & { reference: ReferenceFacts<RowOf<E['list']>> },
): CachedEntity<E>;
export function entity<E extends EntityEndpoints>(spec: EntitySpec<E>): Entity<E>;
export function entity<E extends EntityEndpoints>(spec: EntitySpec<E>): Entity<E> {
  const idIn = pathParams(spec.endpoints.update.path).includes(spec.id) ? 'path' : 'body';
  if (spec.endpoints.remove && !pathParams(spec.endpoints.remove.path).includes(spec.id))
    throw new Error(`${spec.endpoints.remove.path} must name the ${spec.label} id ${spec.id}`);
  return {
    label: spec.label,
    id: spec.id,
    idIn,
    endpoints: spec.endpoints,
    messages: spec.messages,
    unique: spec.unique,
    together: spec.together,
    reference:
      spec.reference && referenceList(spec.endpoints.list, { id: spec.id, ...spec.reference }),
  };
}

interface MasterSpec<Id extends string, Row extends z.ZodType, Input extends z.ZodObject>
  extends Omit<EntitySpec<never>, 'endpoints' | 'id' | 'unique' | 'reference'> {
  id: Id;
  row: Row;
  input: Input;
  /** How a refusal of a bad id names it; '{label} id' when left out. */
  idName?: string;
  /** The spec spells each entity's paths its own way; update names the id. */
  paths: { list: string; create: string; update: string };
  unique?: { field: keyof z.output<Row> & string; message: string };
  reference?: ReferenceFacts<z.output<Row>>;
  /**
   * Reference data every company shares (places, ports, code lists): every company's screens,
   * EDI, OVA and bills read the same rows, so only the group administrator changes them.
   */
  shared?: boolean;
}

function masterEndpoints<Id extends string, Row extends z.ZodType, Input extends z.ZodObject>(
  spec: MasterSpec<Id, Row, Input>,
) {
  const idParams = z.object({
    [spec.id]: idParam(spec.idName ?? `${spec.label} id`),
  }) as z.ZodObject<Record<Id, ReturnType<typeof idParam>>>;
  const list = endpoint({
    method: 'GET',
    path: spec.paths.list,
    query: listQuery,
    data: z.array(spec.row),
  });
  const writers = spec.shared ? 'group' : 'user';
  const create = endpoint({
    method: 'POST',
    path: spec.paths.create,
    access: writers,
    idempotent: true,
    body: spec.input,
    data: spec.row,
  });
  const update = endpoint({
    method: 'PUT',
    path: spec.paths.update,
    access: writers,
    idempotent: true,
    params: idParams,
    // The version the edit started from, checked when sent (EDIT_CONFLICT_MESSAGES).
    body: spec.input.extend(editedVersion),
    data: spec.row,
  });
  return { list, create, update };
}

type MasterEndpoints<
  Id extends string,
  Row extends z.ZodType,
  Input extends z.ZodObject,
> = ReturnType<typeof masterEndpoints<Id, Row, Input>>;

/**
 * Declares a master entity with its list, create and update calls, from the paths the spec
 * spells for it.
 * @example
 * const voyage = masterEntity({ label: 'Voyage', id: 'Voyageid', row, input, messages,
 *   paths: { list: '/voyage_list', create: '/create_voyage', update: '/update_voyage/{Voyageid}/' } });
 */
export function masterEntity<Id extends string, Row extends z.ZodType, Input extends z.ZodObject>(
  spec: MasterSpec<Id, Row, Input> & { reference: ReferenceFacts<z.output<Row>> },
): CachedEntity<MasterEndpoints<Id, Row, Input>>;
export function masterEntity<Id extends string, Row extends z.ZodType, Input extends z.ZodObject>(
  spec: MasterSpec<Id, Row, Input>,
): Entity<MasterEndpoints<Id, Row, Input>>;
export function masterEntity<Id extends string, Row extends z.ZodType, Input extends z.ZodObject>(
  spec: MasterSpec<Id, Row, Input>,
) {
  return entity({
    ...spec,
    endpoints: masterEndpoints(spec),
  } as unknown as EntitySpec<MasterEndpoints<Id, Row, Input>>);
}

/** The create call's request for this body. */
export function createRequest<E extends EntityEndpoints>(
  _of: Entity<E>,
  body: BodyOf<E['create']>,
): RequestOf<E['create']> {
  return { body } as RequestOf<E['create']>;
}

/**
 * The list call's request: the page, search and sort a paged list asks for, beside the values its
 * screen filters by (a party's rates name the applicant and the account).
 * @example listRequest(entities.container, { search: 'MSCU', sort: 'contnumber.asc', page: 2, pageSize: 20 })
 */
export function listRequest<E extends EntityEndpoints>(
  _of: Entity<E>,
  query: ListQuery & Record<string, string | number | undefined>,
): RequestOf<E['list']> {
  return { query } as RequestOf<E['list']>;
}

/**
 * The update call's request for the row with this id: the id in the path, or in the body where
 * the path has none (PUT /update_container).
 */
export function updateRequest<E extends EntityEndpoints>(
  of: Entity<E>,
  id: number,
  body: BodyOf<E['update']>,
): RequestOf<E['update']> {
  return (
    of.idIn === 'path'
      ? { params: { [of.id]: id }, body }
      : { body: { ...(body as object), [of.id]: id } }
  ) as RequestOf<E['update']>;
}

/** The delete call's request for the row with this id. */
export function removeRequest<E extends EntityEndpoints>(
  of: Entity<E>,
  id: number,
): RequestOf<NonNullable<E['remove']>> {
  return { params: { [of.id]: id } } as RequestOf<NonNullable<E['remove']>>;
}

/** The id an update or delete names, wherever the entity carries it. */
export function requestedId(of: Entity, input: { params: unknown; body: unknown }): number {
  const from = of.idIn === 'path' ? input.params : input.body;
  return (from as Record<string, number>)[of.id] as number;
}

/**
 * The entity with further calls of its own beside its list, create and update (the docks list of
 * locations, the active codes of a code list).
 */
export function withEndpoints<E extends EntityEndpoints, X extends Record<string, Endpoint>>(
  of: CachedEntity<E>,
  extra: X,
): CachedEntity<E & X>;
export function withEndpoints<E extends EntityEndpoints, X extends Record<string, Endpoint>>(
  of: Entity<E>,
  extra: X,
): Entity<E & X>;
export function withEndpoints<E extends EntityEndpoints, X extends Record<string, Endpoint>>(
  of: Entity<E>,
  extra: X,
): Entity<E & X> {
  const remove = extra.remove;
  if (remove && !pathParams(remove.path).includes(of.id))
    throw new Error(`${remove.path} must name the ${of.label} id ${of.id}`);
  return { ...of, endpoints: { ...of.endpoints, ...extra } } as Entity<E & X>;
}

/**
 * The delete call of an entity whose update names the id in its path, at the spec's path.
 * @example withEndpoints(vcnDeclared, { remove: removeEndpoint(vcnDeclared, '/delete_vcn/{vcnID}/') })
 */
export function removeEndpoint<E extends EntityEndpoints>(of: Entity<E>, path: string) {
  const params = of.endpoints.update.params;
  if (!params) throw new Error(`${of.label} has no id in its update path to delete by`);
  return endpoint({
    method: 'DELETE',
    path,
    params: params as NonNullable<E['update']['params']>,
    data: z.null(),
  });
}

/**
 * A fact an entity declares optionally (its unique name) that a caller needs: the declaration
 * missing is a mistake in the code, found when the module loads.
 * @example const { message } = declared(entities.company.unique);
 */
export function declared<T>(fact: T | undefined): T {
  if (fact === undefined) throw new Error('The entity does not declare what is asked of it');
  return fact;
}
