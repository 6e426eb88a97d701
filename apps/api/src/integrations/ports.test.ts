import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import type { Db } from '../db/client.js';
import { HttpBank } from './bank/bank.http.js';
import { SandboxBank } from './bank/bank.sandbox.js';
import { HttpCrm } from './crm/crm.http.js';
import { SandboxCrm } from './crm/crm.sandbox.js';
import { GoogleVisionFaceDetector } from './face/face.google-vision.js';
import { SandboxFaceDetector } from './face/face.sandbox.js';
import { SandboxMailbox } from './mail/mail.sandbox.js';
import { SmtpMailer } from './mail/mail.smtp.js';
import { SandboxMessaging } from './messaging/messaging.sandbox.js';
import { SandboxPostalCodeLookup } from './postal-code/postal-code.sandbox.js';
import { MercadoPagoGateway } from './payment/payment.mercadopago.js';
import { SandboxPaymentGateway } from './payment/payment.sandbox.js';
import { createPorts } from './ports.js';

const noDatabase = (): Db => {
  throw new Error('no database in this test');
};

describe('the ports registry', () => {
  it('builds every sandbox by default, with a readable mailbox and the sandbox sign-in outside production', () => {
    const ports = createPorts(loadConfig({}), { db: noDatabase });
    expect(ports.payment).toBeInstanceOf(SandboxPaymentGateway);
    expect(ports.bank).toBeInstanceOf(SandboxBank);
    expect(ports.crm).toBeInstanceOf(SandboxCrm);
    expect(ports.mail).toBeInstanceOf(SandboxMailbox);
    expect(ports.mailbox).toBe(ports.mail);
    expect(ports.postalCode).toBeInstanceOf(SandboxPostalCodeLookup);
    expect(ports.location.name).toBe('SANDBOX');
    expect(ports.messaging).toBeInstanceOf(SandboxMessaging);
    expect(ports.face).toBeInstanceOf(SandboxFaceDetector);
    expect([...ports.identity.providers.keys()]).toEqual([ports.identity.sandbox?.name]);
  });

  it('builds the real adapters the configuration names', () => {
    const ports = createPorts(
      loadConfig({
        PAYMENT_PROVIDER: 'mercadopago',
        MERCADOPAGO_ACCESS_TOKEN: 'token',
        MERCADOPAGO_WEBHOOK_SECRET: 'secret',
        BANK_PROVIDER: 'http',
        BANK_API_URL: 'https://bank.example.com',
        BANK_API_KEY: 'key',
        CRM_PROVIDER: 'http',
        CRM_BASE_URL: 'https://crm.example.com',
        CRM_CLIENT_ID: 'id',
        CRM_CLIENT_SECRET: 'secret',
        MAIL_PROVIDER: 'smtp',
        SMTP_HOST: 'smtp.example.com',
        MAIL_FROM: 'no-reply@example.com',
        FACE_PROVIDER: 'google-vision',
        GOOGLE_VISION_API_KEY: 'vision-key',
      }),
      { db: noDatabase },
    );
    expect(ports.payment).toBeInstanceOf(MercadoPagoGateway);
    expect(ports.bank).toBeInstanceOf(HttpBank);
    expect(ports.crm).toBeInstanceOf(HttpCrm);
    expect(ports.mail).toBeInstanceOf(SmtpMailer);
    expect(ports.face).toBeInstanceOf(GoogleVisionFaceDetector);
    // Real mail leaves the machine: there is nothing to read back.
    expect(ports.mailbox).toBeUndefined();
  });

  it('never exposes the sandbox mailbox or sandbox sign-in in production, even with the sandboxes allowed', () => {
    const ports = createPorts(
      loadConfig({
        NODE_ENV: 'production',
        SESSION_SECRET: 'p'.repeat(40),
        STAFF_API_TOKEN: 's'.repeat(20),
        PUBLIC_BASE_URL: 'https://www.autohub.example',
        ALLOW_SANDBOX_PORTS: 'payment,bank,crm,postal-code,location,messaging,mail,face',
      }),
      { db: noDatabase },
    );
    expect(ports.mail).toBeInstanceOf(SandboxMailbox);
    expect(ports.mailbox).toBeUndefined();
    expect(ports.identity.sandbox).toBeUndefined();
    expect(ports.identity.providers.size).toBe(0);
  });
});
