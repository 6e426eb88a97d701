import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/helpers.js';
import type { SentMail } from '../../integrations/mail/mail.port.js';
import { type Delivery, createDelivery } from '../../outbox/delivery-setup.js';
import { CATALOGUE } from '../catalogue/demo/data/index.js';
import { dealers } from '../dealers/dealers.schema.js';

/** A Fiat Pulse version of the catalogue, as the revisions page sends it. */
const PULSE = CATALOGUE.fiat.find((model) => model.code === '363')?.versions[0]?.mvs.code ?? '';

/**
 * A revision scheduling request (the revisions page's lead, form `Revision`) is confirmed to the
 * owner by e-mail in the language of the page: the car, the revision, the preferred day and
 * period, the dealer. Other purchase-form leads send no such e-mail.
 */
describe('a revision scheduling request is confirmed by e-mail', () => {
  let t: TestApp;
  let delivery: Delivery;
  const dealer: Record<'BR' | 'AR', { id: string; code: string; name: string }> = {
    BR: { id: '', code: '', name: '' },
    AR: { id: '', code: '', name: '' },
  };

  beforeAll(async () => {
    t = await createTestApp({ env: { OUTBOX_WORKER: 'off', RATE_LIMIT_MAX: '0' } });
    delivery = createDelivery(t.db, t.config, t.app.ports);
    for (const country of ['BR', 'AR'] as const) {
      const [row] = await t.db
        .select({ id: dealers.id, code: dealers.dealerCode, name: dealers.name })
        .from(dealers)
        .where(and(eq(dealers.brand, 'fiat'), eq(dealers.country, country)))
        .orderBy(asc(dealers.id))
        .limit(1);
      if (!row) throw new Error(`no Fiat dealer in ${country}`);
      dealer[country] = { id: String(row.id), code: row.code, name: row.name };
    }
  }, 60_000);
  afterAll(() => t.close());

  const send = (body: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/leads', payload: body, headers });

  async function mailsTo(email: string): Promise<SentMail[]> {
    await delivery.worker.drain();
    return (t.app.ports.mailbox?.list(email) ?? []).filter((m) => m.kind === 'revision-requested');
  }

  const revisionContext = { source: { form: 'Revision', origin: 'services' } };

  it('in Portuguese: model, revision, preferred day and period, dealer; once per submission', async () => {
    const email = 'sergio.revisao@example.com';
    const body = {
      kind: 'purchase',
      brand: 'fiat',
      locale: 'pt-BR',
      form: {
        personal: { name: 'Sérgio Nunes', cpf: '529.982.247-25', phone: '(11) 98765-4321', email },
        car: { mvs: PULSE, year: 2026 },
        dealer: { id: dealer.BR.id, dealerCode: dealer.BR.code },
        descriptions: [
          { name: 'Revisão', value: '3ª' },
          { name: 'Quilometragem', value: '25000 km' },
          { name: 'Dia preferido', value: '02/12/2026' },
          { name: 'Período', value: 'Manhã' },
        ],
        allowEmail: true,
      },
      context: revisionContext,
      car: { mvs: PULSE, year: 2026 },
    };
    expect((await send(body, { 'idempotency-key': 'revision-1' })).statusCode).toBe(202);
    expect((await send(body, { 'idempotency-key': 'revision-1' })).statusCode).toBe(200);

    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toMatch(/^Recebemos seu pedido de agendamento de revisão do Fiat Pulse /);
    expect(mail?.text).toContain('Olá, Sérgio!');
    expect(mail?.text).toMatch(/da 3ª revisão do Fiat Pulse .+ na /);
    expect(mail?.text).toContain(`na ${dealer.BR.name}.`);
    expect(mail?.text).toContain('Preferência: 02/12/2026, Manhã.');
    expect(mail?.text).toContain('A concessionária entra em contato para confirmar o horário.');
    // Never the tax id or the phone.
    expect(mail?.text).not.toMatch(/529|98765/);
  });

  it('in Spanish on the Argentine page', async () => {
    const email = 'martin.service@example.com';
    const response = await send({
      kind: 'purchase',
      brand: 'fiat',
      locale: 'es-AR',
      form: {
        personal: { name: 'Martín Gómez', cpf: '', phone: '351 555-1234', email },
        // A version the Brazilian catalogue names "Cabine Dupla".
        car: { mvs: '281F3D2', year: 2027 },
        dealer: { id: dealer.AR.id, dealerCode: dealer.AR.code },
        descriptions: [
          { name: 'Service', value: '2.º' },
          { name: 'Día preferido', value: '03/12/2026' },
          { name: 'Franja', value: 'Tarde' },
        ],
        allowEmail: true,
      },
      context: revisionContext,
    });
    expect(response.statusCode, response.body).toBe(202);
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe(
      'Recibimos tu pedido de turno de service del Fiat Strada Freedom 1.3 Cabina Doble',
    );
    expect(mail?.text).toContain('Hola, Martín:');
    expect(mail?.text).toContain('para el 2.º service del Fiat');
    expect(mail?.text).toContain(`en ${dealer.AR.name}.`);
    expect(mail?.text).toContain('Preferencia: 03/12/2026, Tarde.');
  });

  it('repeats no free text typed into the request, and confirms nothing for another purchase form', async () => {
    const email = 'texto.livre@example.com';
    const form = {
      personal: { name: 'Ana Prado', cpf: '529.982.247-25', phone: '(11) 98765-4321', email },
      car: { mvs: PULSE, year: 2026 },
      dealer: { id: dealer.BR.id, dealerCode: dealer.BR.code },
      descriptions: [
        { name: 'Revisão', value: 'visite http://example.com/premio' },
        { name: 'Dia preferido', value: 'amanhã' },
        { name: 'Período', value: 'Noite' },
      ],
      allowEmail: true,
    };
    expect(
      (await send({ kind: 'purchase', brand: 'fiat', locale: 'pt-BR', form, context: revisionContext }))
        .statusCode,
    ).toBe(202);
    const [mail] = await mailsTo(email);
    expect(mail?.text).toContain('Recebemos seu pedido de agendamento de revisão do Fiat Pulse');
    expect(mail?.text).not.toMatch(/example\.com\/premio|amanhã|Noite|Preferência/);

    const buyer = 'compra.simples@example.com';
    expect(
      (
        await send({
          kind: 'purchase',
          brand: 'fiat',
          locale: 'pt-BR',
          form: { ...form, personal: { ...form.personal, email: buyer } },
        })
      ).statusCode,
    ).toBe(202);
    expect(await mailsTo(buyer)).toEqual([]);
  });
});
