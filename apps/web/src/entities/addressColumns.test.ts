import { PIN_MESSAGE } from '@quaybook/domain';
import { describe, expect, it } from 'vitest';
import { pinCheck } from './addressColumns';

describe('pinCheck', () => {
  const check = pinCheck('company_pin');

  it('passes a PIN the server takes: 6 digits, spaces dropped, or none', () => {
    for (const pin of ['700001', ' 700 001 ', '', null, undefined])
      expect(check({ company_pin: pin })).toEqual({});
  });

  it('says what a PIN must be before the save is sent', () => {
    for (const pin of ['070001', '70001', '70O001'])
      expect(check({ company_pin: pin })).toEqual({ company_pin: PIN_MESSAGE });
  });
});
