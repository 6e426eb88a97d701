import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { createBankPort } from './bank/bank.factory.js';
import type { BankPort } from './bank/bank.port.js';
import { createCrm } from './crm/crm.factory.js';
import type { CrmPort } from './crm/crm.port.js';
import { createFaceDetector } from './face/face.factory.js';
import type { FaceDetector } from './face/face.port.js';
import type { FileStorage } from './file-storage/file-storage.js';
import { createFileStorage } from './file-storage/file-storage.factory.js';
import { createLocationProvider } from './geocoding/location-provider.factory.js';
import type { LocationProvider } from './geocoding/location-provider.port.js';
import { type IdentityProviders, createIdentityProviders } from './identity-provider/identity-provider.js';
import { createMail } from './mail/mail.factory.js';
import type { Mailer, ReadableMailbox } from './mail/mail.port.js';
import type { MessagingPort } from './messaging/messaging.port.js';
import { SandboxMessaging } from './messaging/messaging.sandbox.js';
import { createPaymentGateway } from './payment/payment.factory.js';
import type { PaymentGateway, WebhookDelivery } from './payment/payment.port.js';
import { createPostalCodeLookup } from './postal-code/postal-code.factory.js';
import type { PostalCodeLookup } from './postal-code/postal-code.port.js';

/**
 * Every partner port of the platform, built once from the validated configuration. Modules reach
 * their partners through this object only (`app.ports`); tests replace any of them.
 */
export interface Ports {
  payment: PaymentGateway;
  bank: BankPort;
  crm: CrmPort;
  postalCode: PostalCodeLookup;
  location: LocationProvider;
  messaging: MessagingPort;
  identity: IdentityProviders;
  fileStorage: FileStorage;
  /** Face detection of the anti-fraud selfie (`face/detect`). */
  face: FaceDetector;
  mail: Mailer;
  /** The sandbox mailbox, readable at /api/dev/mailbox: only when mail stays on this machine outside production. */
  mailbox: ReadableMailbox | undefined;
}

export interface PortDependencies {
  /** The database, for the sandboxes that keep their state in it (the CRM's). */
  db: () => Db;
  /** How the payment sandbox calls our webhook route back, as the real gateway would. */
  deliverPaymentWebhook?: (delivery: WebhookDelivery) => Promise<void>;
}

/** The adapter of each port that `config` names (the configuration has already refused unusable ones). */
export function createPorts(config: Config, dependencies: PortDependencies): Ports {
  const production = config.nodeEnv === 'production';
  const { ports } = config;
  const { mail, mailbox } = createMail(ports.mail, { production });
  return {
    payment: createPaymentGateway(
      ports.payment,
      dependencies.deliverPaymentWebhook ? { deliver: dependencies.deliverPaymentWebhook } : {},
    ),
    bank: createBankPort(ports.bank),
    crm: createCrm(dependencies.db, ports.crm),
    postalCode: createPostalCodeLookup(ports.postalCode),
    location: createLocationProvider(ports.location),
    messaging: new SandboxMessaging(),
    identity: createIdentityProviders({ production, sessionSecret: config.sessionSecret }),
    fileStorage: createFileStorage(ports.fileStorage),
    face: createFaceDetector(ports.face),
    mail,
    mailbox,
  };
}
