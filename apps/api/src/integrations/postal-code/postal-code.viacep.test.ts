import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPostalCodeLookup, postalCodeConfigFromEnv } from './postal-code.factory.js';
import { PostalCodeLookupError } from './postal-code.port.js';
import { ViaCepPostalCodeLookup } from './postal-code.viacep.js';

// A local stand-in for ViaCEP, replaying its reply shapes.
interface Reply {
  status?: number;
  body: string;
  delayMs?: number;
}
let reply: Reply;
const paths: string[] = [];
let server: Server;
let baseUrl: string;

const paulista = {
  cep: '01310-100',
  logradouro: 'Avenida Paulista',
  complemento: 'de 612 a 1510 - lado par',
  unidade: '',
  bairro: 'Bela Vista',
  localidade: 'São Paulo',
  uf: 'SP',
  estado: 'São Paulo',
  regiao: 'Sudeste',
  ibge: '3550308',
  gia: '1004',
  ddd: '11',
  siafi: '7107',
};

beforeAll(async () => {
  server = createServer((req, res) => {
    paths.push(req.url ?? '');
    const { status = 200, body, delayMs = 0 } = reply;
    setTimeout(() => {
      if (res.destroyed) return;
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(body);
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);
beforeEach(() => {
  paths.length = 0;
});

// Answers are awaited generously (a busy machine may be slow to open a connection); the time-out case
// asks with a short limit.
const viacep = (timeoutMs = 5_000): ViaCepPostalCodeLookup =>
  new ViaCepPostalCodeLookup({ baseUrl, timeoutMs });

describe('ViaCEP adapter', () => {
  it('asks for the CEP without hyphen and maps the address', async () => {
    reply = { body: JSON.stringify(paulista) };
    await expect(viacep().lookup('01310-100')).resolves.toEqual({
      postalCode: '01310100',
      street: 'Avenida Paulista',
      complement: 'de 612 a 1510 - lado par',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      cityIbgeCode: '3550308',
      state: 'SP',
      country: 'BR',
    });
    expect(paths).toEqual(['/ws/01310100/json/']);
  });

  it('answers nothing for an unknown CEP, in both forms of the error flag', async () => {
    reply = { body: '{\n  "erro": true\n}' };
    await expect(viacep().lookup('00000000')).resolves.toBeNull();
    reply = { body: '{"erro": "true"}' };
    await expect(viacep().lookup('00000000')).resolves.toBeNull();
  });

  it('answers nothing when the status is not 200 (spec §5)', async () => {
    reply = { status: 400, body: '<h1>Http 400</h1>' };
    await expect(viacep().lookup('01310100')).resolves.toBeNull();
    reply = { status: 503, body: '' };
    await expect(viacep().lookup('01310100')).resolves.toBeNull();
  });

  it('does not call out for a malformed or Argentine code', async () => {
    reply = { body: JSON.stringify(paulista) };
    await expect(viacep().lookup('0131-010')).resolves.toBeNull();
    await expect(viacep().lookup('5000')).resolves.toBeNull();
    expect(paths).toEqual([]);
  });

  it('throws when the partner cannot be reached or answers garbage', async () => {
    reply = { body: JSON.stringify(paulista), delayMs: 2000 };
    await expect(viacep(300).lookup('01310100')).rejects.toMatchObject({
      code: 'postal_code_provider_unavailable',
    });
    reply = { body: '<html>maintenance</html>' };
    await expect(viacep().lookup('01310100')).rejects.toMatchObject({
      code: 'postal_code_provider_invalid_response',
    });
    reply = { body: '{"cep": "01310-100"}' };
    await expect(viacep().lookup('01310100')).rejects.toBeInstanceOf(PostalCodeLookupError);
  });

  it('is chosen by configuration', async () => {
    reply = { body: JSON.stringify(paulista) };
    const lookup = createPostalCodeLookup(
      postalCodeConfigFromEnv({ POSTAL_CODE_PROVIDER: 'viacep', VIACEP_BASE_URL: baseUrl }),
    );
    expect(lookup).toBeInstanceOf(ViaCepPostalCodeLookup);
    await expect(lookup.lookup('01310-100')).resolves.toMatchObject({ city: 'São Paulo' });
    expect(() => createPostalCodeLookup({ provider: 'correios' })).toThrow(
      'unsupported postal code provider',
    );
  });
});
