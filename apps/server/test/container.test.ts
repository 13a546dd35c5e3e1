import {
  api,
  type ContainerInput,
  type ContainerRow,
  entities,
  NO_CONTAINER_SELECTED,
} from '@quaybook/contract';
import { CONTAINER_FORMAT_MESSAGE, warningOfContainerNumber } from '@quaybook/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { containers } from '../src/db/schema';
import { containerNumber } from './cases/container.case';
import { bearer, call, expectFailure, expectOk, messageOf, send, urlOf } from './support/call';
import { factories } from './support/factories';
import { expectBadPagesRefused, pageOf } from './support/paging';
import { item, specCall } from './support/specClient';
import { useTestApp } from './support/testApp';

const t = useTestApp();
const { signedInUser } = factories(t);

/** A multipart form with one field holding `value` as JSON, as the spec's client sends it. */
function form(field: string, value: unknown) {
  const boundary = `----quaybook${Math.random().toString(16).slice(2)}`;
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: [
      `--${boundary}`,
      `Content-Disposition: form-data; name="${field}"`,
      '',
      typeof value === 'string' ? value : JSON.stringify(value),
      `--${boundary}--`,
      '',
    ].join('\r\n'),
  };
}

const twenty = (n: number): ContainerInput => ({
  contnumber: containerNumber(n),
  contsize: 20,
  iso_code: '22G1',
  conttype: 'GP',
  TypeText: "20' General Purpose",
});

const create = (token: string, body: ContainerInput) =>
  call(t.app, api.container.create, { body }, token);
const list = async (token: string) =>
  expectOk(await call(t.app, api.container.list, {}, token)) as ContainerRow[];
const stored = async (id: number) =>
  (await t.db.select().from(containers).where(eq(containers.id, id)))[0];

describe('POST /api/create_container and PUT /api/update_container', () => {
  it('takes the container as JSON in the multipart field `container`', async () => {
    const { user, token } = await signedInUser();
    const sent = form('container', {
      ...twenty(1),
      construction: 'FRP',
      isotarewt: '2230',
      is_soc: 1,
    });
    const created = await send(t.app, {
      method: 'POST',
      url: urlOf(api.container.create),
      headers: { ...bearer(token), ...sent.headers },
      payload: sent.payload,
    });
    expect(messageOf(created)).toBe(entities.container.messages.created);
    const row = (created.body as [number, string, ContainerRow])[2];
    expect(row).toMatchObject({
      contnumber: containerNumber(1),
      construction: 'FRP',
      isotarewt: 2230,
      isogrosswt: 0,
      is_soc: 1,
      is_active: 1,
      created_by: user.id,
    });

    const changed = form('container', { ...twenty(1), contid: row.contid, manufacture: '2021' });
    const updated = await send(t.app, {
      method: 'PUT',
      url: urlOf(api.container.update),
      headers: { ...bearer(token), ...changed.headers },
      payload: changed.payload,
    });
    expect(messageOf(updated)).toBe('Container Updated Successfully!');
    expect((updated.body as [number, string, ContainerRow])[2]).toMatchObject({
      contid: row.contid,
      manufacture: '2021',
      construction: 'Steel',
      last_modification_by: user.id,
    });
  });

  it('also takes a plain JSON body', async () => {
    const { token } = await signedInUser();
    const row = expectOk(await create(token, twenty(2)));
    expect(row).toMatchObject({ contnumber: containerNumber(2), construction: 'Steel', is_soc: 0 });
  });

  it('refuses a form without the container field, or with broken JSON in it, and writes nothing', async () => {
    const { token } = await signedInUser();
    for (const [sent, message] of [
      [form('transaction', twenty(3)), 'The form has no container field.'],
      [form('container', '{"contnumber":'), 'The container field is not valid JSON.'],
    ] as const) {
      const reply = await send(t.app, {
        method: 'POST',
        url: urlOf(api.container.create),
        headers: { ...bearer(token), ...sent.headers },
        payload: sent.payload,
      });
      expect(expectFailure(reply, 400).message).toBe(message);
    }
    expect(await list(token)).toEqual([]);
  });

  it('refuses a multipart body that breaks off, with 400', async () => {
    const { token } = await signedInUser();
    const sent = form('container', twenty(3));
    const reply = await send(t.app, {
      method: 'POST',
      url: urlOf(api.container.create),
      headers: { ...bearer(token), ...sent.headers },
      payload: sent.payload.slice(0, 60),
    });
    expect(expectFailure(reply, 400).message).toBe('The form could not be read.');
    expect(await list(token)).toEqual([]);
  });

  it('upper-cases the number and drops spaces, as typed off a container door', async () => {
    const { token } = await signedInUser();
    const number = containerNumber(4).toLowerCase();
    const row = expectOk(
      await create(token, { ...twenty(4), contnumber: `${number.slice(0, 4)} ${number.slice(4)}` }),
    );
    expect(row.contnumber).toBe(containerNumber(4));
  });

  it('records a number whose check digit is wrong as the spec’s client sends it, flagged and saying why', async () => {
    const { token } = await signedInUser();
    const right = containerNumber(5);
    const wrongDigit = `${right.slice(0, 10)}${(Number(right[10]) + 1) % 10}`;
    const sent = form('container', { ...twenty(5), contnumber: wrongDigit });
    const created = await send(t.app, {
      method: 'POST',
      url: urlOf(api.container.create),
      headers: { ...bearer(token), ...sent.headers },
      payload: sent.payload,
    });
    expect(created.statusCode).toBe(200);
    expect((created.body as unknown[])[0]).toBe(1);
    expect(messageOf(created)).toBe(entities.container.messages.created);
    const row = (created.body as [number, string, ContainerRow])[2];
    expect(row.contnumber).toBe(wrongDigit);
    expect(row.number_warning).toBe(warningOfContainerNumber(wrongDigit));
    expect(row.number_warning).toMatch(/^Check digit of .* should be \d: likely a typo/);
    expect((await stored(row.contid))?.numberWarning).toBe(true);
    expect((await list(token))[0]?.number_warning).toBe(row.number_warning);

    // Corrected, the flag goes; given a fourth letter other than U, J or Z, it comes back.
    const corrected = expectOk(
      await call(
        t.app,
        api.container.update,
        { body: { ...twenty(5), contid: row.contid } },
        token,
      ),
    );
    expect(corrected.number_warning).toBeNull();
    expect((await stored(row.contid))?.numberWarning).toBe(false);
    const letter = containerNumber(5, 'MSCA');
    const category = expectOk(
      await call(
        t.app,
        api.container.update,
        { body: { ...twenty(5), contid: row.contid, contnumber: letter } },
        token,
      ),
    );
    expect(category.number_warning).toBe(
      `Fourth letter of ${letter} should be U, J or Z, not A: likely a typo. Check the number on the door.`,
    );
    expect((await stored(row.contid))?.numberWarning).toBe(true);
  });

  it('lists flagged numbers first when sorted by the warning', async () => {
    const { token } = await signedInUser();
    const valid = expectOk(await create(token, twenty(15)));
    const flagged = expectOk(
      await create(token, { ...twenty(16), contnumber: containerNumber(16, 'MSCX') }),
    );
    const page = await call(
      t.app,
      api.container.list,
      { query: { page: 1, pageSize: 10, sort: 'number_warning.desc' } },
      token,
    );
    expect((expectOk(page) as ContainerRow[]).map((row) => row.contid)).toEqual([
      flagged.contid,
      valid.contid,
    ]);
  });

  it('refuses a wrong format', async () => {
    const { token } = await signedInUser();
    for (const bad of ['MSC1234567', 'MSCU123456', 'MSCU12345678', '1234MSCU567']) {
      const { message, fields } = expectFailure(
        await create(token, { ...twenty(6), contnumber: bad }),
        400,
      );
      expect(message).toBe(CONTAINER_FORMAT_MESSAGE);
      expect(fields).toEqual({ contnumber: CONTAINER_FORMAT_MESSAGE });
    }
    expect(await list(token)).toEqual([]);
  });

  it('refuses an update that names no container', async () => {
    const { token } = await signedInUser();
    const row = expectOk(await create(token, twenty(7)));
    const reply = await call(t.app, api.container.update, { body: twenty(8) as never }, token);
    const { message, fields } = expectFailure(reply, 400);
    expect(message).toBe(NO_CONTAINER_SELECTED);
    expect(fields).toEqual({ contid: NO_CONTAINER_SELECTED });
    expect((await stored(row.contid))?.number).toBe(containerNumber(7));
  });

  it('allows saving a container with its own number, but not another’s', async () => {
    const { token } = await signedInUser();
    const first = expectOk(await create(token, twenty(9)));
    const second = expectOk(await create(token, twenty(10)));
    const same = await call(
      t.app,
      api.container.update,
      { body: { ...twenty(9), contid: first.contid, isotarewt: 2100 } },
      token,
    );
    expect(expectOk(same).isotarewt).toBe(2100);
    const taken = await call(
      t.app,
      api.container.update,
      { body: { ...twenty(9), contid: second.contid } },
      token,
    );
    expect(expectFailure(taken, 409).message).toBe(entities.container.unique?.message);
    expect((await stored(second.contid))?.number).toBe(containerNumber(10));
  });

  it('refuses a size the ISO code contradicts', async () => {
    const { token } = await signedInUser();
    const { fields } = expectFailure(await create(token, { ...twenty(11), contsize: 40 }), 400);
    expect(fields).toEqual({
      contsize: 'Container size 40 does not match ISO code 22G1, which is 20 ft.',
    });
  });

  it('needs no ISO code: a container may be saved before its code is known', async () => {
    const { token } = await signedInUser();
    const row = expectOk(
      await create(token, { contnumber: containerNumber(12), contsize: 40, iso_code: '' }),
    );
    expect(row).toMatchObject({ iso_code: null, TypeText: null, isotarewt: 0, isogrosswt: 0 });
  });
});

describe('A client written from the spec alone creates and updates containers', () => {
  /** The container record as the spec's client keeps it (002 §3), numbers as its inputs hold them. */
  const specContainer = (n: number, changes: Record<string, unknown> = {}) => ({
    contid: 0,
    contnumber: containerNumber(n),
    contsize: '20',
    conttype: 'GP',
    TypeText: "20' General Purpose",
    construction: 'Steel',
    iso_code: '22G1',
    isotarewt: '2200',
    isogrosswt: '30480',
    manufacture: '2019',
    is_active: 1,
    is_soc: 0,
    ...changes,
  });

  it('sends the record as JSON in the single multipart field `container`, and reads the row in item 2', async () => {
    const { token } = await signedInUser();
    const created = await specCall(t.app, token, {
      method: 'POST',
      path: '/create_container',
      form: { container: { json: specContainer(3) } },
    });
    expect(item(created, 0), JSON.stringify(created.body)).toBe(1);
    expect(item(created, 1)).toBe(entities.container.messages.created);
    const row = item(created, 2) as ContainerRow;
    expect(row).toMatchObject({
      contnumber: containerNumber(3),
      contsize: 20,
      iso_code: '22G1',
      isotarewt: 2200,
      isogrosswt: 30480,
      manufacture: '2019',
      is_active: 1,
    });

    const updated = await specCall(t.app, token, {
      method: 'PUT',
      path: '/update_container',
      form: {
        container: { json: specContainer(3, { contid: row.contid, isotarewt: '2250', is_soc: 1 }) },
      },
    });
    expect(item(updated, 0), JSON.stringify(updated.body)).toBe(1);
    expect(item(updated, 1)).toBe(entities.container.messages.updated);
    expect(item(updated, 2)).toMatchObject({ contid: row.contid, isotarewt: 2250, is_soc: 1 });
    expect(await stored(row.contid)).toMatchObject({ tareWeight: 2250, isSoc: true });
  });
});

describe('GET /api/container/{contnumber}', () => {
  it('answers the caller’s containers whose number holds the text, ignoring case', async () => {
    const { token } = await signedInUser();
    const other = await signedInUser();
    for (const n of [101, 102, 203]) expectOk(await create(token, twenty(n)));
    expectOk(await create(token, { ...twenty(104), contnumber: containerNumber(104, 'TGHU') }));
    expectOk(await create(other.token, twenty(105)));

    const found = expectOk(
      await call(t.app, api.container.search, { params: { contnumber: 'mscu00010' } }, token),
    );
    expect(found.map((row) => row.contnumber)).toEqual([
      containerNumber(101),
      containerNumber(102),
    ]);
    const byOwner = expectOk(
      await call(t.app, api.container.search, { params: { contnumber: 'TGHU' } }, token),
    );
    expect(byOwner.map((row) => row.contnumber)).toEqual([containerNumber(104, 'TGHU')]);
    const theirs = expectOk(
      await call(t.app, api.container.search, { params: { contnumber: '00010' } }, other.token),
    );
    expect(theirs.map((row) => row.contnumber)).toEqual([containerNumber(105)]);
  });

  it('answers a page of the matches by number, with the total; without a page every match', async () => {
    const { token } = await signedInUser();
    for (const n of [101, 102, 103, 104, 205]) expectOk(await create(token, twenty(n)));
    const ask = (page: Record<string, unknown>) =>
      call(
        t.app,
        api.container.search,
        { params: { contnumber: 'mscu00010' }, query: page },
        token,
      );
    const whole = pageOf(await ask({}));
    expect(whole.length).toBe(3);
    expect(whole.rows).toHaveLength(4);
    const second = pageOf(await ask({ page: 2, pageSize: 3 }));
    expect(second.rows.map((row) => row.contnumber)).toEqual([containerNumber(104)]);
    expect(second.info).toEqual({ total: 4, page: 2, pageSize: 3 });
    await expectBadPagesRefused(ask);
  });

  it('answers an empty list when nothing matches, and needs a signed-in user', async () => {
    const { token } = await signedInUser();
    expect(
      expectOk(await call(t.app, api.container.search, { params: { contnumber: 'ZZZZ' } }, token)),
    ).toEqual([]);
    expectFailure(await call(t.app, api.container.search, { params: { contnumber: 'MSCU' } }), 401);
  });

  it('treats % and _ as plain text', async () => {
    const { token } = await signedInUser();
    expectOk(await create(token, twenty(300)));
    const reply = await call(
      t.app,
      api.container.search,
      { params: { contnumber: 'MS%U' } },
      token,
    );
    expect(expectOk(reply)).toEqual([]);
  });
});

describe('GET /api/container_list, a page at a time', () => {
  const page = async (token: string, sort: string) => {
    const reply = await call(t.app, api.container.list, { query: { page: 1, sort } }, token);
    return (expectOk(reply) as ContainerRow[]).map((row) => row.contnumber);
  };

  it('sorts weights as numbers and SOC as a flag, with blanks last either way', async () => {
    const { token } = await signedInUser();
    const [light, heavy, none] = [containerNumber(401), containerNumber(402), containerNumber(403)];
    expectOk(await create(token, { ...twenty(401), isotarewt: 3900, manufacture: '2015' }));
    expectOk(await create(token, { ...twenty(402), isotarewt: 10000, is_soc: 1 }));
    expectOk(await create(token, { ...twenty(403), isotarewt: 2200, manufacture: '2019' }));

    expect(await page(token, 'isotarewt.asc')).toEqual([none, light, heavy]);
    expect(await page(token, 'isotarewt.desc')).toEqual([heavy, light, none]);
    expect(await page(token, 'is_soc.desc,contnumber.asc')).toEqual([heavy, light, none]);
    expect(await page(token, 'manufacture.asc')).toEqual([light, none, heavy]);
    expect(await page(token, 'manufacture.desc')).toEqual([none, light, heavy]);
  });
});
