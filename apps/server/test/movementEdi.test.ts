import { api } from '@quaybook/contract';
import { describe, expect, it } from 'vitest';
import { call, expectOk } from './support/call';
import { factories } from './support/factories';
import { useTestApp } from './support/testApp';

const t = useTestApp();
const { signedInUser } = factories(t);

describe('a movement’s EDI event', () => {
  it('is kept when a client leaves it out, and cleared to not reported when blank', async () => {
    const { token } = await signedInUser();
    const created = expectOk(
      await call(
        t.app,
        api.movement.create,
        { body: { Name: 'Load on Vessel', movefor: 'E', edievent: 'load', edifull: true } },
        token,
      ),
    );
    expect(created).toMatchObject({ edievent: 'load', edifull: true });
    const update = (body: Record<string, unknown>) =>
      call(
        t.app,
        api.movement.update,
        { params: { Movid: created.Movid }, body: { Name: 'Load on Vessel', ...body } },
        token,
      );
    expect(expectOk(await update({ edifull: false }))).toMatchObject({
      edievent: 'load',
      edifull: false,
    });
    expect(expectOk(await update({ edievent: '' }))).toMatchObject({
      edievent: null,
      edifull: false,
    });
    const [listed] = expectOk(await call(t.app, api.movement.list, {}, token)).filter(
      (row) => row.Movid === created.Movid,
    );
    expect(listed).toMatchObject({ edievent: null, edifull: false });
  });
});
