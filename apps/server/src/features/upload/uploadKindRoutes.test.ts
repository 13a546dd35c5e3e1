import {
  type Endpoint,
  JOB_CALLS,
  JOB_KINDS,
  UPLOAD_KIND_NAMES,
  UPLOAD_KINDS,
  type UploadKindDeclaration,
} from '@quaybook/contract';
import { describe, expect, it } from 'vitest';
import { type Config, loadConfig } from '../../config';
import type { Database } from '../../db/client';
import { jobHandlers } from '../../jobs/jobKinds';
import { uploadDefinitions } from './uploadDefinitions';
import { uploadKindRoutes } from './uploadKindRoutes';

// Routes and jobs are only built here, never called: no database is reached.
const deps = {
  db: {} as Database,
  tokens: {} as never,
  config: { ...loadConfig({}), dataDir: '/nonexistent' } as Config,
};

describe('the routes and jobs of the upload kinds', () => {
  const bound = uploadKindRoutes(deps).map((route) => route.endpoint);

  it('bind each declared kind’s upload and save, and its download when it declares one', () => {
    const declared = UPLOAD_KIND_NAMES.flatMap((name): Endpoint[] => {
      const { upload, save, download }: UploadKindDeclaration = UPLOAD_KINDS[name];
      return download ? [upload, save, download] : [upload, save];
    });
    expect(bound).toEqual(declared);
  });

  it('define every kind the contract declares, each under its own name', () => {
    expect(Object.keys(uploadDefinitions).sort()).toEqual([...UPLOAD_KIND_NAMES].sort());
    for (const [name, definition] of Object.entries(uploadDefinitions)) {
      expect(definition.name).toBe(name);
      expect(definition.declared).toBe(UPLOAD_KINDS[definition.name]);
    }
  });

  it('give every kind of job a handler, each upload kind’s save under the job it declares', () => {
    const handlers = jobHandlers(deps);
    expect(Object.keys(handlers).sort()).toEqual([...JOB_KINDS].sort());
    for (const name of UPLOAD_KIND_NAMES) {
      const { job, save } = UPLOAD_KINDS[name];
      expect(JOB_CALLS[job]).toBe(save);
      expect(handlers[job]).toBeTypeOf('function');
    }
  });
});
