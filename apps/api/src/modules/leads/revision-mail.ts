import { type Locale, MARKETS, TEST_DRIVE_SLOT_LABELS } from '@autohub/domain';
import type { Db } from '../../db/client.js';
import { revisionRequestedMail } from '../../integrations/mail/confirmation-mails.js';
import type { MailMessage } from '../../integrations/mail/mail.port.js';
import { createCatalogueReader } from '../catalogue/catalogue-reader.js';
import { createDealersService } from '../dealers/dealers.service.js';

/** The form name a revision scheduling request carries to the CRM. */
export const REVISION_FORM = 'Revision';

/*
 * The revisions page sends the request as a purchase-form lead whose descriptions hold the
 * revision, the preferred day and the period under the labels of its language. The confirmation
 * reads them back by those labels and takes a value only in the shape the page writes it, so the
 * e-mail never repeats free text someone typed into a request.
 */
const LABELS = {
  revision: ['Revisão', 'Service'],
  day: ['Dia preferido', 'Día preferido'],
  period: ['Período', 'Franja'],
} as const;

const REVISION = /^\d{1,2}(ª|\.º)$/;
const DAY = /^\d{2}\/\d{2}\/\d{4}$/;

function described(
  descriptions: readonly { name: string; value: string }[],
  labels: readonly string[],
  accept: (value: string) => boolean,
): string | null {
  const value = descriptions.find((entry) => labels.includes(entry.name.trim()))?.value.trim() ?? '';
  return accept(value) ? value : null;
}

export interface RevisionRequest {
  brand: string;
  locale: Locale;
  email: string;
  name: string;
  mvsCode: string;
  dealerId: string;
  descriptions: readonly { name: string; value: string }[];
}

/** The confirmation of a revision scheduling request: the car, the revision, when, the dealer. */
export async function revisionConfirmation(db: Db, request: RevisionRequest): Promise<MailMessage> {
  let modelName = request.mvsCode;
  try {
    const { model, version } = await createCatalogueReader(db).versionEntry({
      mvsCode: request.mvsCode,
      brand: request.brand,
      country: MARKETS[request.locale].country,
    });
    modelName = `${model.name} ${version.versionName}`;
  } catch {
    // A version the catalogue no longer has is named by its code.
  }
  const dealer = /^\d{1,9}$/.test(request.dealerId)
    ? await createDealersService(db)
        .dealerById(Number(request.dealerId))
        .catch(() => undefined)
    : undefined;
  const periods = Object.values(TEST_DRIVE_SLOT_LABELS).map((label) => label[request.locale]);
  return revisionRequestedMail({
    locale: request.locale,
    to: request.email,
    name: request.name,
    modelName,
    revision: described(request.descriptions, LABELS.revision, (v) => REVISION.test(v)),
    day: described(request.descriptions, LABELS.day, (v) => DAY.test(v)),
    period: described(request.descriptions, LABELS.period, (v) => periods.includes(v)),
    dealerName: dealer?.brand === request.brand ? dealer.name : null,
  });
}
