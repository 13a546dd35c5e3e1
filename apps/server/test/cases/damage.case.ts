import { entities } from '@quaybook/contract';
import { codeListCase } from '../support/codeListCase';

export const masterCase = codeListCase(entities.damage);
