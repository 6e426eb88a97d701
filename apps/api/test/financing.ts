import { FinancingPlansResponse, Simulation } from '@autohub/contract';
import { expect } from 'vitest';
import type { App } from '../src/app.js';

export interface UploadedFile {
  name: string;
  type: string;
  data: Buffer;
}

/** A multipart body as the browser sends it: the text fields, then the file if there is one. */
export function multipart(fields: Record<string, string>, file?: UploadedFile) {
  const boundary = '----autohub-test-boundary';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Uploads a document of a financing proposal, as its buyer's browser does. */
export function uploadProposalDocument(
  app: App,
  headers: Record<string, string>,
  fields: { proposalId: string; type: string },
  file: UploadedFile,
) {
  const body = multipart(fields, file);
  return app.inject({
    method: 'POST',
    url: '/api/financing/documents',
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

/**
 * A Brazilian simulation of the Fiat 3581AB1 (2026) on the CDC plan of the MSC table: 40 % down,
 * 48 installments, at the price given.
 */
export async function simulateFiatCdc(app: App, price: number): Promise<Simulation> {
  const plans = FinancingPlansResponse.parse(
    (await app.inject({ method: 'GET', url: '/api/financing/plans?brand=fiat&locale=pt-BR' })).json(),
  ).plans;
  const cdc = plans.find((plan) => plan.financingType === 'CDC' && plan.planType === 'MSC');
  expect(cdc, 'the Fiat CDC plan of the MSC table').toBeDefined();
  const response = await app.inject({
    method: 'POST',
    url: '/api/financing/simulate',
    payload: {
      brand: 'fiat',
      locale: 'pt-BR',
      planId: cdc?.id,
      mvsCode: '3581AB1',
      year: 2026,
      price,
      entrancePercent: 40,
      installments: 48,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return Simulation.parse(response.json());
}
