import { describe, expect, it } from 'vitest';
import { buildAnalyticsSend } from './lead-analytics.js';

describe('analytics send', () => {
  it('sends the payload as a JSON string with the GENERIC_LEAD type by default', () => {
    const body = buildAnalyticsSend('jwt', { leadId: 'l-1', brand: 'jeep' });
    expect(body).toEqual({
      jwtToken: 'jwt',
      type: 'GENERIC_LEAD',
      payload: '{"leadId":"l-1","brand":"jeep"}',
    });
    expect(JSON.parse(body.payload)).toEqual({ leadId: 'l-1', brand: 'jeep' });
    expect(buildAnalyticsSend('jwt', null, 'TEST_DRIVE').type).toBe('TEST_DRIVE');
    expect(buildAnalyticsSend('jwt', null, ' ').type).toBe('GENERIC_LEAD');
  });
});
