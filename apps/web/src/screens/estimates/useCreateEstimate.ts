import { api, ESTIMATE_MESSAGES } from '@quaybook/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { call } from '../../api/client';
import { showRefusal } from '../../api/showRefusal';
import { notify } from '../../notify';
import { estimatePath } from './estimatePath';

/**
 * Create estimate of a damaged inspection (`POST /create_estimate`), then its estimate opened;
 * the server's refusal (an open estimate already, no link party or labour rate) as a toast.
 */
export function useCreateEstimate() {
  const navigate = useNavigate();
  const [creating, setCreating] = useState<number | null>(null);
  const create = async (reportid: number) => {
    if (creating !== null) return;
    setCreating(reportid);
    try {
      const reply = await call(api.estimate.create, { body: { reportid } });
      notify.success(reply.message || ESTIMATE_MESSAGES.created);
      await navigate(estimatePath(reply.data.estimateid));
    } catch (error) {
      showRefusal(error, 'The estimate could not be created.');
    } finally {
      setCreating(null);
    }
  };
  return { create, creating };
}
