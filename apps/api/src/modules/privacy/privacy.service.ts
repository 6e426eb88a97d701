import { DomainError } from '@autohub/domain';
import {
  CONSENT_CHANNELS,
  CONSENT_PURPOSES,
  type ConsentChannel,
  type ConsentPurpose,
  type ConsentRecord,
  type ConsentsAnswer,
  type ConsentsUpdate,
  type PersonalDataExport,
} from '@autohub/contract';
import type { Db } from '../../db/client.js';
import type { FileStorage } from '../../integrations/file-storage/file-storage.js';
import type { ReadableMailbox } from '../../integrations/mail/mail.port.js';
import type { SignUpConsents } from '../auth/auth.service.js';
import { createCredentialRecords } from '../auth/credential-records.js';
import { verifyPassword } from '../../lib/password-hashing.js';
import { createGarageService } from '../garage/garage.service.js';
import { exportB2EData, forgetB2EData } from '../b2e/b2e.privacy.js';
import { exportClubData, forgetClubData } from '../discount-club/discount-club.privacy.js';
import { exportRentalData, forgetRentalData } from '../rental/rental.privacy.js';
import {
  RESERVATIONS_KEPT_ON_DELETION,
  exportReservationData,
  forgetReservationData,
} from '../reservations/reservations.privacy.js';
import { createUserDirectory, toUserSelf } from '../users/users.service.js';
import { CURRENT_CONSENT_TEXT_VERSION } from './consent-texts.js';
import { queueGatewayCardErasure } from '../payments/saved-cards-erasure.js';
import { erasePersonalRecords, exportPersonalRecords, personalAddresses } from './personal-data.js';
import { type ConsentRow, insertConsents, insertDeletion, listConsentHistory } from './privacy.store.js';

/**
 * What an account deletion keeps, and why (docs/decisions/013-sessions-and-accounts.md). Orders,
 * invoices and payments will join this list when those features land (fiscal records, 5 years).
 */
export const KEPT_ON_DELETION = [
  'consent-history: proof of each consent and withdrawal (LGPD art. 8 §2; law 25.326 art. 5), linked to an anonymised id',
  'deletion-record: the date of this request, to show it was carried out (LGPD art. 37)',
  RESERVATIONS_KEPT_ON_DELETION,
] as const;

function toConsentRecord(row: ConsentRow): ConsentRecord {
  return {
    purpose: row.purpose as ConsentPurpose,
    channel: row.channel as ConsentChannel,
    granted: row.granted,
    textVersion: row.textVersion,
    recordedAt: row.recordedAt.toISOString(),
    source: row.source,
  };
}

/** The latest choice per purpose and channel. */
function latestChoices(history: ConsentRow[]): ConsentRecord[] {
  const latest = new Map<string, ConsentRow>();
  for (const row of history) latest.set(`${row.purpose}|${row.channel}`, row);
  return [...latest.values()]
    .filter((row) => (CONSENT_PURPOSES as readonly string[]).includes(row.purpose))
    .filter((row) => (CONSENT_CHANNELS as readonly string[]).includes(row.channel))
    .map(toConsentRecord);
}

/** The consents of the sign-up form, recorded for the auth module (its `signUpConsents` service). */
export function createSignUpConsents(db: Db): SignUpConsents {
  return {
    async record(userId, choices, textVersion) {
      await insertConsents(
        db,
        choices.map((choice) => ({
          userId,
          purpose: choice.purpose,
          channel: choice.channel,
          granted: choice.granted,
          textVersion: textVersion ?? CURRENT_CONSENT_TEXT_VERSION,
          source: 'sign-up',
        })),
      );
    },
  };
}

export function createPrivacyService(
  db: Db,
  options: { mailbox: ReadableMailbox | undefined; fileStorage?: FileStorage },
) {
  return {
    async consents(userId: string): Promise<ConsentsAnswer> {
      return {
        currentTextVersion: CURRENT_CONSENT_TEXT_VERSION,
        consents: latestChoices(await listConsentHistory(db, userId)),
      };
    },

    /** Records new choices; earlier ones stay in the history. */
    async recordConsents(userId: string, update: ConsentsUpdate): Promise<ConsentsAnswer> {
      await insertConsents(
        db,
        update.choices.map((choice) => ({
          userId,
          purpose: choice.purpose,
          channel: choice.channel,
          granted: choice.granted,
          textVersion: update.textVersion,
          source: 'account-area',
        })),
      );
      return this.consents(userId);
    },

    async exportData(userId: string): Promise<PersonalDataExport> {
      const user = await createUserDirectory(db).byId(userId);
      if (!user || user.status !== 'active')
        throw new DomainError('not_found', {}, { detail: 'No such account' });
      const credentials = createCredentialRecords(db);
      const [history, cars, sessions, identities, rental, employeeProgram, discountClub] = await Promise.all([
        listConsentHistory(db, userId),
        createGarageService(db).allCars(userId),
        credentials.sessions(userId),
        credentials.identities(userId),
        exportRentalData(db, userId, user.email),
        exportB2EData(db, userId),
        exportClubData(db, userId),
      ]);
      const reservations = await exportReservationData(db, userId, options.fileStorage);
      const records = await exportPersonalRecords(db, { userId, email: user.email.trim().toLowerCase() });
      return {
        exportedAt: new Date().toISOString(),
        account: toUserSelf(user),
        roles: user.roles,
        consentHistory: history.map(toConsentRecord),
        garage: cars,
        sessions: sessions.map((s) => ({
          createdAt: s.createdAt.toISOString(),
          expiresAt: s.expiresAt.toISOString(),
          signedOut: s.revokedAt !== null,
        })),
        socialSignIns: identities.map((i) => ({ provider: i.provider, linkedAt: i.createdAt.toISOString() })),
        reservations,
        rental,
        employeeProgram,
        discountClub,
        records,
      };
    },

    /**
     * Deletes an account at its owner's request: personal data erased, the row anonymised, every
     * session ended, granted consents withdrawn; the records of {@link KEPT_ON_DELETION} remain.
     */
    async deleteAccount(
      userId: string,
      currentPassword: string | undefined,
    ): Promise<{ deletedAt: string; kept: string[] }> {
      const user = await createUserDirectory(db).byId(userId);
      if (!user || user.status !== 'active')
        throw new DomainError('not_found', {}, { detail: 'No such account' });
      if (
        user.passwordHash &&
        !(currentPassword && (await verifyPassword(user.passwordHash, currentPassword)))
      ) {
        throw new DomainError('current_password_wrong');
      }
      const deletedAt = new Date();
      const kept = [...KEPT_ON_DELETION];
      let documentKeys: string[] = [];
      let addresses: string[] = [];
      await db.transaction(async (tx) => {
        const granted = latestChoices(await listConsentHistory(tx, userId)).filter((c) => c.granted);
        await insertConsents(
          tx,
          granted.map((c) => ({
            userId,
            purpose: c.purpose,
            channel: c.channel,
            granted: false,
            textVersion: c.textVersion,
            source: 'account-deletion',
          })),
        );
        const person = { userId, email: user.email.trim().toLowerCase() };
        addresses = await personalAddresses(tx, person);
        // The gateway forgets the saved cards too, through the outbox (retried until it answers).
        await queueGatewayCardErasure(tx, userId);
        await erasePersonalRecords(tx, person);
        await createGarageService(tx).forgetAll(userId);
        ({ documentKeys } = await forgetReservationData(tx, userId));
        await forgetRentalData(tx, userId, user.email);
        await forgetB2EData(tx, userId);
        await forgetClubData(tx, userId);
        await createCredentialRecords(tx).erase(userId);
        await createUserDirectory(tx).update(userId, {
          email: `deleted-${userId}@deleted.invalid`,
          emailConfirmedAt: null,
          passwordHash: null,
          name: null,
          nickname: null,
          phone: null,
          cpf: null,
          documentKind: null,
          documentNumber: null,
          companyCnpj: null,
          birthday: null,
          loyaltyProgramCategory: null,
          address: null,
          preferredDealerCode: null,
          roles: [],
          groups: [],
          dealerCodes: [],
          brandLimits: null,
          status: 'deleted',
          deletedAt,
        });
        await insertDeletion(tx, userId, kept);
      });
      // The files go once their rows are gone for good; a file that resists stays unreachable.
      await Promise.all(documentKeys.map((key) => options.fileStorage?.remove(key).catch(() => undefined)));
      // The development mailbox (absent in production) forgets what went to any of her addresses.
      for (const address of addresses) options.mailbox?.forget(address);
      return { deletedAt: deletedAt.toISOString(), kept };
    },
  };
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;
