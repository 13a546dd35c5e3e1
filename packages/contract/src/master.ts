import { z } from 'zod';
import { endpoint } from './endpoint';
import { idParam, listPage, listQuery } from './fields';

/**
 * The list, create and update calls of a master-data entity, whose paths the spec spells
 * differently for each entity.
 * @example
 * const voyage = masterEndpoints({ id: 'Voyageid', row, input,
 *   paths: { list: '/voyage_list', create: '/create_voyage', update: '/update_voyage/{Voyageid}/' } });
 */
export function masterEndpoints<
  Id extends string,
  Row extends z.ZodType,
  Input extends z.ZodType,
>(spec: {
  id: Id;
  label: string;
  row: Row;
  input: Input;
  paths: { list: string; create: string; update: string };
}) {
  return {
    list: endpoint({
      method: 'GET',
      path: spec.paths.list,
      query: listQuery,
      data: z.array(spec.row),
    }),
    create: endpoint({ method: 'POST', path: spec.paths.create, body: spec.input, data: spec.row }),
    update: endpoint({
      method: 'PUT',
      path: spec.paths.update,
      params: z.object({ [spec.id]: idParam(`${spec.label} id`) }) as z.ZodObject<
        Record<Id, ReturnType<typeof idParam>>
      >,
      body: spec.input,
      data: spec.row,
    }),
  };
}

export { listPage };
