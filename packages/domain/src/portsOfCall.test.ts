import { describe, expect, it } from 'vitest';
import { PORTS_OF_CALL, portOfLocation } from './portsOfCall';

describe('portOfLocation', () => {
  it('reads each dock’s port from its customs location code', () => {
    for (const port of Object.values(PORTS_OF_CALL))
      expect(portOfLocation(port.customsCode)).toBe(port.locode);
    expect(portOfLocation(' inhal1 ')).toBe('INHAL');
  });

  it('names no port for no code, the text NULL, or another shape', () => {
    expect(portOfLocation(null)).toBeNull();
    expect(portOfLocation('NULL')).toBeNull();
    expect(portOfLocation('INCCU')).toBeNull();
    expect(portOfLocation('YARD-7')).toBeNull();
  });
});
