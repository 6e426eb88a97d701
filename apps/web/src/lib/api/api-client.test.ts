import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadLocale } from '../i18n/i18n';
import { ApiError, apiRequest, messageForCode } from './api-client';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function lastRequest(fetchMock: ReturnType<typeof vi.fn>): { url: string; init: RequestInit } {
  const call = fetchMock.mock.calls.at(-1) as [string, RequestInit];
  return { url: call[0], init: call[1] };
}

describe('api client', () => {
  let fetchMock: ReturnType<typeof vi.fn>;

  beforeEach(async () => {
    await loadLocale('pt-BR');
    fetchMock = vi.fn(async () => jsonResponse(200, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    document.cookie = 'XSRF-TOKEN=tok%2Fen-123; Path=/';
  });

  afterEach(() => {
    document.cookie = 'XSRF-TOKEN=; Max-Age=0; Path=/';
  });

  it('sends the XSRF token from the cookie on state-changing calls', async () => {
    await apiRequest('/leads', { method: 'POST', body: { name: 'Ana' } });
    const { url, init } = lastRequest(fetchMock);
    expect(url).toBe('/api/leads');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect((init.headers as Record<string, string>)['X-XSRF-TOKEN']).toBe('tok/en-123');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(init.body).toBe('{"name":"Ana"}');
  });

  it('does not send the XSRF token on reads', async () => {
    const result = await apiRequest<{ ok: boolean }>('/settings/fiat/pt-BR', {
      query: { a: 1, b: undefined },
    });
    expect(result).toEqual({ ok: true });
    const { url, init } = lastRequest(fetchMock);
    expect(url).toBe('/api/settings/fiat/pt-BR?a=1');
    expect(init.credentials).toBe('same-origin');
    expect((init.headers as Record<string, string>)['X-XSRF-TOKEN']).toBeUndefined();
  });

  it('sends no XSRF header when the cookie is missing', async () => {
    document.cookie = 'XSRF-TOKEN=; Max-Age=0; Path=/';
    await apiRequest('/leads', { method: 'DELETE' });
    expect((lastRequest(fetchMock).init.headers as Record<string, string>)['X-XSRF-TOKEN']).toBeUndefined();
  });

  it('maps a known error code to the user message of the active locale', async () => {
    fetchMock.mockResolvedValue(jsonResponse(429, { code: 'rate_limited', message: 'Too Many Requests' }));
    const error = await apiRequest('/leads', { method: 'POST' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 429,
      code: 'rate_limited',
      userMessage: 'Muitas tentativas. Aguarde um instante e tente novamente.',
    });

    await loadLocale('es-AR');
    fetchMock.mockResolvedValue(jsonResponse(404, { code: 'unknown_brand', message: 'Unknown brand' }));
    await expect(apiRequest('/settings/x/es-AR')).rejects.toMatchObject({
      code: 'unknown_brand',
      userMessage: 'Marca desconocida',
    });
  });

  it('shows the api’s own wording where the message carries values only the api knows', async () => {
    const slowed = 'Muitas tentativas com senha errada. Aguarde 40 segundos e tente novamente.';
    fetchMock.mockResolvedValue(jsonResponse(429, { code: 'sign_in_slowed', message: slowed }));
    await expect(apiRequest('/auth/sign-in', { method: 'POST' })).rejects.toMatchObject({
      userMessage: slowed,
    });

    // A message without values is the catalogue's, whatever the body says.
    fetchMock.mockResolvedValue(jsonResponse(409, { code: 'order_moved', message: 'anything' }));
    await expect(apiRequest('/orders/1', { method: 'POST' })).rejects.toMatchObject({
      userMessage: 'O pedido mudou enquanto isso. Atualize a página e tente novamente.',
    });
  });

  it('falls back to the generic message for unknown codes and bodies that are not errors', async () => {
    fetchMock.mockResolvedValue(jsonResponse(500, { code: 'internal_error', message: 'boom' }));
    await expect(apiRequest('/x')).rejects.toMatchObject({
      status: 500,
      userMessage: 'Um erro ocorreu, tente novamente',
    });

    fetchMock.mockResolvedValue(
      new Response('<html>bad gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
    );
    await expect(apiRequest('/x')).rejects.toMatchObject({
      status: 502,
      code: 'invalid_response',
      userMessage: 'Um erro ocorreu, tente novamente',
    });

    await loadLocale('es-AR');
    fetchMock.mockResolvedValue(jsonResponse(400, { code: 'something_new', message: 'x' }));
    await expect(apiRequest('/x')).rejects.toMatchObject({
      userMessage: 'Ocurrió un error, intentá nuevamente',
    });
  });

  it('keeps per-field problems of a rejected request', async () => {
    const details = [{ path: 'email', message: 'invalid' }];
    fetchMock.mockResolvedValue(jsonResponse(400, { code: 'validation_error', message: 'bad', details }));
    await expect(apiRequest('/leads', { method: 'POST', body: {} })).rejects.toMatchObject({
      userMessage: 'Confira os campos obrigatórios',
      details,
    });
  });

  it('reports a dropped connection as a network error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiRequest('/x')).rejects.toMatchObject({
      status: 0,
      code: 'network_error',
      userMessage: expect.stringContaining('internet'),
    });
  });

  it('shows the domain catalogue message for business error codes', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(409, { code: 'quotation.already_saved', message: 'Quotation already saved' }),
    );
    await expect(apiRequest('/quotations', { method: 'POST' })).rejects.toMatchObject({
      status: 409,
      userMessage: 'Esta cotação já foi salva. Reabra-a pelo CRM.',
    });
  });

  it('asks the api for messages in the active language', async () => {
    await loadLocale('es-AR');
    await apiRequest('/x');
    expect((lastRequest(fetchMock).init.headers as Record<string, string>)['Accept-Language']).toBe('es-AR');
  });

  it('never builds a catalogue key from an unsafe code', async () => {
    expect(await messageForCode('errors.rate_limited')).toBe('Um erro ocorreu, tente novamente');
    expect(await messageForCode('__proto__')).toBe('Um erro ocorreu, tente novamente');
  });
});
