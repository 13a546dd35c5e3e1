import { api } from '@quaybook/contract';
import { codeListCase } from '../support/codeListCase';

export const masterCase = codeListCase(api.damage, 'Damage');
