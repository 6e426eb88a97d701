import { createHash, randomUUID } from 'node:crypto';
import type {
  RentalDealerList,
  RentalDocumentsStatus,
  RentalFilesSummary,
  RentalIntentAccepted,
  RentalOfferList,
  RentalOpportunity,
  RentalProfile,
  RentalProposal,
  RentalTimelinePreview,
  RentalUserState,
  StaffRentalProposal,
} from '@autohub/contract';
import {
  type BrandSlug,
  buildRentalLeadPayload,
  type CountryCode,
  documentHint,
  DomainError,
  isEmptyUpdateBody,
  isRentalFeaturedItem,
  isRentalOfferBrand,
  isRentalProposalStatus,
  isRentalTagColor,
  isValidCompanyTaxId,
  type Locale,
  MARKETS,
  moveRentalProposal,
  nextRentalProposalStatuses,
  normalizeCompanyTaxId,
  RENTAL_DOCUMENT_KINDS,
  RENTAL_DOCUMENT_LABELS,
  RENTAL_FEATURED_ITEMS,
  RENTAL_STANDARD_ITEMS,
  RENTAL_STATUS_LABELS,
  RENTAL_TAG_STYLES,
  rentalDealerQuery,
  type RentalDocumentKind,
  rentalDocumentStates,
  type RentalIntentForm,
  rentalProposalCode,
  type RentalProposalStatus,
  rentalTimeline,
} from '@autohub/domain';
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { CrmOutboxPayload } from '../../integrations/crm/crm-delivery.js';
import { rentalRequestedMail } from '../../integrations/mail/confirmation-mails.js';
import { enqueueMail } from '../../integrations/mail/mail-outbox.js';
import { documentDigest } from '../../lib/document-digest.js';
import { enqueueOutbox, findOutboxByReference } from '../../outbox/outbox.store.js';
import type { OutboxStatus } from '../../outbox/outbox.table.js';
import type { DealersService } from '../dealers/dealers.service.js';
import { LEAD_TOPIC } from '../leads/leads.service.js';
import {
  rentalFiles,
  rentalOffers,
  rentalProposalEvents,
  rentalProposals,
  rentalUsers,
} from './rental.schema.js';

type ProposalRow = typeof rentalProposals.$inferSelect;
type EventRow = typeof rentalProposalEvents.$inferSelect;

/** The signed-in person whose proposals are asked for. */
export interface RentalViewer {
  id: string;
  email: string;
  /** Proposals sent under an e-mail show to its account only once the account confirmed it. */
  emailConfirmed: boolean;
}

const notFound = () => new DomainError('not_found', {}, { detail: 'No such rental proposal' });

function delivery(status: OutboxStatus | undefined): 'PENDING' | 'DELIVERED' | 'FAILED' {
  if (status === 'DELIVERED') return 'DELIVERED';
  if (status === 'DEAD') return 'FAILED';
  return 'PENDING';
}

function statusOf(row: { status: string }): RentalProposalStatus {
  return isRentalProposalStatus(row.status) ? row.status : 'PROPOSAL_CREATED';
}

export interface RentalServiceOptions {
  secret: string;
  dealers: () => DealersService;
  clock?: () => Date;
  random?: () => number;
}

export function createRentalService(db: Db, options: RentalServiceOptions) {
  const now = options.clock ?? (() => new Date());
  const random = options.random ?? Math.random;
  const digestOf = (taxId: string, country: CountryCode) =>
    documentDigest(options.secret, `${country}:${normalizeCompanyTaxId(taxId, country)}`);

  async function eventsOf(ids: readonly string[]): Promise<Map<string, EventRow[]>> {
    const byProposal = new Map<string, EventRow[]>();
    if (ids.length === 0) return byProposal;
    const rows = await db
      .select()
      .from(rentalProposalEvents)
      .where(inArray(rentalProposalEvents.proposalId, [...ids]))
      .orderBy(asc(rentalProposalEvents.at), asc(rentalProposalEvents.id));
    for (const row of rows) byProposal.set(row.proposalId, [...(byProposal.get(row.proposalId) ?? []), row]);
    return byProposal;
  }

  async function receivedKinds(proposalId: string): Promise<Map<RentalDocumentKind, Date>> {
    const rows = await db
      .select({ kind: rentalFiles.kind, at: rentalFiles.uploadedAt })
      .from(rentalFiles)
      .where(eq(rentalFiles.proposalId, proposalId));
    const kinds = new Map<RentalDocumentKind, Date>();
    for (const row of rows) {
      const kind = RENTAL_DOCUMENT_KINDS.find((k) => k === row.kind);
      if (kind && !kinds.has(kind)) kinds.set(kind, row.at);
    }
    return kinds;
  }

  function featuredItems(locale: Locale) {
    return RENTAL_STANDARD_ITEMS.map((code) => ({ code, label: RENTAL_FEATURED_ITEMS[code][locale] }));
  }

  function present(
    row: ProposalRow,
    events: readonly EventRow[],
    locale: Locale,
    documentsPending: boolean,
  ): RentalProposal {
    const status = statusOf(row);
    const history = events.flatMap((e) =>
      isRentalProposalStatus(e.status) ? [{ status: e.status, at: e.at.toISOString() }] : [],
    );
    return {
      proposalCode: row.proposalCode,
      productId: row.productId,
      brand: row.brand as BrandSlug,
      status,
      statusLabel: RENTAL_STATUS_LABELS[status][locale],
      companyName: row.companyName,
      vehicleType: row.vehicleType,
      vehicleAmount: row.vehicleAmount,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      viewFlags: { details: true, featuredItems: true, documentsPending },
      featuredItems: featuredItems(locale),
      timeline: rentalTimeline(history).map((step) => ({
        ...step,
        label: RENTAL_STATUS_LABELS[step.status][locale],
      })),
    };
  }

  async function documentsPending(row: ProposalRow, events: readonly EventRow[]): Promise<boolean> {
    const states = rentalDocumentStates(
      events.map((e) => statusOf(e)),
      new Set((await receivedKinds(row.id)).keys()),
    );
    return Object.values(states).includes('PENDING');
  }

  async function presentAll(rows: readonly ProposalRow[], locale: Locale): Promise<RentalProposal[]> {
    const events = await eventsOf(rows.map((r) => r.id));
    return Promise.all(
      rows.map(async (row) => {
        const own = events.get(row.id) ?? [];
        return present(row, own, locale, await documentsPending(row, own));
      }),
    );
  }

  function viewerFilter(viewer: RentalViewer) {
    const byUser = eq(rentalProposals.userId, viewer.id);
    return viewer.emailConfirmed
      ? or(byUser, sql`lower(${rentalProposals.email}) = ${viewer.email.trim().toLowerCase()}`)
      : byUser;
  }

  async function ownProposal(viewer: RentalViewer, proposalCode: string): Promise<ProposalRow> {
    const [row] = await db
      .select()
      .from(rentalProposals)
      .where(and(eq(rentalProposals.proposalCode, proposalCode), viewerFilter(viewer)));
    // Someone else's proposal answers as if it did not exist.
    if (!row) throw notFound();
    return row;
  }

  async function byCode(proposalCode: string): Promise<ProposalRow> {
    const [row] = await db
      .select()
      .from(rentalProposals)
      .where(eq(rentalProposals.proposalCode, proposalCode));
    if (!row) throw notFound();
    return row;
  }

  async function staffView(row: ProposalRow, locale: Locale): Promise<StaffRentalProposal> {
    const [proposal] = await presentAll([row], locale);
    if (!proposal) throw notFound();
    return {
      ...proposal,
      email: row.email,
      contactName: row.contactName,
      companyTaxIdHint: row.companyTaxIdHint,
      next: [...nextRentalProposalStatuses(statusOf(row))],
    };
  }

  async function filesOf(proposalId: string) {
    return db
      .select({
        id: rentalFiles.id,
        kind: rentalFiles.kind,
        fileName: rentalFiles.fileName,
        contentType: rentalFiles.contentType,
        sizeBytes: rentalFiles.sizeBytes,
        uploadedAt: rentalFiles.uploadedAt,
      })
      .from(rentalFiles)
      .where(eq(rentalFiles.proposalId, proposalId))
      .orderBy(asc(rentalFiles.uploadedAt));
  }

  function profileOf(row: typeof rentalUsers.$inferSelect): RentalProfile {
    return {
      companyName: row.companyName,
      companyTaxIdHint: row.companyTaxIdHint,
      contactPhone: row.contactPhone,
      preferredContact: (row.preferredContact as RentalProfile['preferredContact']) ?? null,
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  return {
    /**
     * leads/flua/create: the proposal, its first status, the CRM lead and the confirmation e-mail
     * to the contact in one transaction, so an accepted request is never lost and is confirmed
     * once. A repeated client key answers the first request. `origin`: the site the e-mail links to.
     */
    async createIntent(
      request: { brand: BrandSlug; locale: Locale; form: RentalIntentForm },
      meta: { userId: string | null; clientKey: string | null; origin?: string },
    ): Promise<{ accepted: RentalIntentAccepted; created: boolean }> {
      const clientKey = meta.clientKey?.trim() || null;
      if (clientKey) {
        const [existing] = await db
          .select()
          .from(rentalProposals)
          .where(eq(rentalProposals.clientKey, clientKey));
        if (existing) {
          const message = await findOutboxByReference(db, LEAD_TOPIC, existing.id);
          return {
            accepted: {
              proposalCode: existing.proposalCode,
              delivery: delivery(message?.status),
              receivedAt: existing.createdAt.toISOString(),
            },
            created: false,
          };
        }
      }
      const country = MARKETS[request.locale].country;
      const { form } = request;
      const id = randomUUID();
      const at = now();
      const proposalCode = rentalProposalCode(at, random);
      const payload = buildRentalLeadPayload({ brand: request.brand, country, form, proposalCode });
      const outbox: CrmOutboxPayload = { brand: request.brand, payload };
      await db.transaction(async (tx) => {
        await tx.insert(rentalProposals).values({
          id,
          proposalCode,
          brand: request.brand,
          locale: request.locale,
          userId: meta.userId,
          email: form.email.trim(),
          contactName: form.contactName.trim(),
          mobile: form.mobile.trim(),
          companyName: form.companyName.trim(),
          companyTaxIdDigest: digestOf(form.companyTaxId, country),
          companyTaxIdHint: documentHint(form.companyTaxId),
          companyOlderThanOneYear: form.companyOlderThanOneYear === true,
          preferredContact: form.preferredContact,
          vehicleType: form.vehicleType,
          vehicleAmount: form.vehicleAmount ?? 0,
          fleetDescription: form.fleetDescription.trim(),
          consents: form.consents,
          status: 'PROPOSAL_CREATED',
          clientKey,
          createdAt: at,
          updatedAt: at,
        });
        await tx
          .insert(rentalProposalEvents)
          .values({ id: randomUUID(), proposalId: id, status: 'PROPOSAL_CREATED', at });
        // The proposal id is the idempotency key of every delivery attempt of this lead.
        await enqueueOutbox(tx, { topic: LEAD_TOPIC, reference: id, idempotencyKey: id, payload: outbox });
        await enqueueMail(
          tx,
          `rental-requested:${id}`,
          id,
          rentalRequestedMail({
            locale: request.locale,
            to: form.email.trim(),
            name: form.contactName,
            companyName: form.companyName.trim(),
            proposalCode,
            vehicleType: form.vehicleType,
            vehicleAmount: form.vehicleAmount ?? 0,
            proposalsUrl: `${meta.origin ?? ''}/${request.locale}/${request.brand}/rental/proposals`,
          }),
        );
      });
      return { accepted: { proposalCode, delivery: 'PENDING', receivedAt: at.toISOString() }, created: true };
    },

    async proposals(viewer: RentalViewer, locale: Locale, brand?: BrandSlug): Promise<RentalProposal[]> {
      const rows = await db
        .select()
        .from(rentalProposals)
        .where(and(viewerFilter(viewer), brand ? eq(rentalProposals.brand, brand) : undefined))
        .orderBy(desc(rentalProposals.createdAt));
      return presentAll(rows, locale);
    },

    async preview(viewer: RentalViewer, locale: Locale): Promise<RentalTimelinePreview> {
      const all = await this.proposals(viewer, locale);
      return { total: all.length, latest: all[0] ?? null };
    },

    async opportunity(
      viewer: RentalViewer,
      proposalCode: string,
      locale: Locale,
    ): Promise<RentalOpportunity> {
      const row = await ownProposal(viewer, proposalCode);
      const message = await findOutboxByReference(db, LEAD_TOPIC, row.id);
      const events = (await eventsOf([row.id])).get(row.id) ?? [];
      return {
        proposalCode,
        leadDelivery: delivery(message?.status),
        events: events.map((e) => {
          const status = statusOf(e);
          return {
            status,
            label: RENTAL_STATUS_LABELS[status][locale],
            at: e.at.toISOString(),
            note: e.note,
          };
        }),
      };
    },

    async documentsStatus(
      viewer: RentalViewer | null,
      proposalCode: string,
      locale: Locale,
    ): Promise<RentalDocumentsStatus> {
      const row = viewer ? await ownProposal(viewer, proposalCode) : await byCode(proposalCode);
      const events = (await eventsOf([row.id])).get(row.id) ?? [];
      const received = await receivedKinds(row.id);
      const states = rentalDocumentStates(
        events.map((e) => statusOf(e)),
        new Set(received.keys()),
      );
      return {
        proposalCode,
        documents: RENTAL_DOCUMENT_KINDS.map((kind) => ({
          kind,
          label: RENTAL_DOCUMENT_LABELS[kind][locale],
          state: states[kind],
          receivedAt: received.get(kind)?.toISOString() ?? null,
        })),
      };
    },

    async filesSummary(viewer: RentalViewer | null, proposalCode: string): Promise<RentalFilesSummary> {
      const row = viewer ? await ownProposal(viewer, proposalCode) : await byCode(proposalCode);
      const files = await filesOf(row.id);
      return {
        proposalCode,
        count: files.length,
        totalBytes: files.reduce((sum, f) => sum + f.sizeBytes, 0),
        files: files.map((f) => ({
          ...f,
          kind: f.kind as RentalDocumentKind,
          uploadedAt: f.uploadedAt.toISOString(),
        })),
      };
    },

    async offers(country: CountryCode, locale: Locale, brand?: string): Promise<RentalOfferList> {
      const rows = await db
        .select()
        .from(rentalOffers)
        .where(and(eq(rentalOffers.country, country), brand ? eq(rentalOffers.brand, brand) : undefined))
        .orderBy(asc(rentalOffers.sortOrder), asc(rentalOffers.id));
      return {
        offers: rows.flatMap((row) => {
          if (!isRentalOfferBrand(row.brand)) return [];
          const color = row.tagColor && isRentalTagColor(row.tagColor) ? row.tagColor : null;
          return [
            {
              id: row.id,
              brand: row.brand,
              model: row.model,
              version: row.version,
              monthlyPrice: row.monthlyPrice,
              currency: MARKETS[country === 'AR' ? 'es-AR' : 'pt-BR'].currency,
              termMonths: row.termMonths,
              kmPerMonth: row.kmPerMonth,
              tag:
                color && row.tagText
                  ? {
                      text: row.tagText,
                      color,
                      background: RENTAL_TAG_STYLES[color].background,
                      foreground: RENTAL_TAG_STYLES[color].text,
                    }
                  : null,
              featuredItems: row.featuredItems.flatMap((item) =>
                isRentalFeaturedItem(item.code)
                  ? [{ code: item.code, label: RENTAL_FEATURED_ITEMS[item.code][locale] }]
                  : [],
              ),
            },
          ];
        }),
      };
    },

    /** Rental dealers: type RENTAL, and fulfillment LAX within a dealer group when one is given. */
    async dealers(query: {
      country: CountryCode;
      state?: string | undefined;
      dealerGroup?: string | undefined;
    }): Promise<RentalDealerList> {
      const rentalQuery = rentalDealerQuery(query.dealerGroup);
      const found = await options.dealers().findDealersBy({
        countryCode: query.country,
        state: query.state,
        brand: undefined,
        city: undefined,
        service: undefined,
      });
      const group = rentalQuery.dealerGroup?.toLowerCase();
      const dealers = found.filter(
        (d) =>
          group === undefined ||
          (d.dealerGroup !== null &&
            [String(d.dealerGroup.id), d.dealerGroup.code.toLowerCase()].includes(group)),
      );
      return {
        query: rentalQuery,
        dealers: dealers.map((d) => ({
          id: String(d.id),
          name: d.name,
          city: d.address.cityName,
          state: d.address.stateCode || d.address.stateName,
          dealerGroup: d.dealerGroup?.name ?? null,
        })),
      };
    },

    /**
     * rental-user/start: the signed-in person names the company they rent for. The check is
     * decided when the result is first asked (rental-user/result), from the company's requests.
     */
    async startRentalUser(userId: string, companyTaxId: string, locale: Locale): Promise<RentalUserState> {
      const country = MARKETS[locale].country;
      if (!isValidCompanyTaxId(companyTaxId, country)) {
        throw new DomainError(country === 'AR' ? 'cuit_invalid' : 'cnpj_invalid');
      }
      const at = now();
      const values = {
        companyTaxIdDigest: digestOf(companyTaxId, country),
        companyTaxIdHint: documentHint(companyTaxId),
        checkStatus: 'STARTED',
        checkReason: null,
        checkStartedAt: at,
        checkDecidedAt: null,
        updatedAt: at,
      };
      await db
        .insert(rentalUsers)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: rentalUsers.userId, set: values });
      return {
        status: 'STARTED',
        companyTaxIdHint: values.companyTaxIdHint,
        reason: null,
        startedAt: at.toISOString(),
        decidedAt: null,
      };
    },

    async rentalUserResult(userId: string, locale: Locale): Promise<RentalUserState> {
      const [row] = await db.select().from(rentalUsers).where(eq(rentalUsers.userId, userId));
      if (!row?.checkStartedAt || !row.companyTaxIdDigest) {
        throw new DomainError(
          'rental_user_not_started',
          {},
          { detail: 'Start the rental user check first (rental-user/start)' },
        );
      }
      let status = row.checkStatus as RentalUserState['status'];
      let reason = row.checkReason;
      let decidedAt = row.checkDecidedAt;
      if (status === 'STARTED') {
        const requests = await db
          .select({ older: rentalProposals.companyOlderThanOneYear })
          .from(rentalProposals)
          .where(eq(rentalProposals.companyTaxIdDigest, row.companyTaxIdDigest));
        // Fleet rental is for companies over a year old that asked for it through the form.
        if (requests.some((r) => r.older)) {
          status = 'APPROVED';
          reason = null;
        } else {
          status = 'REFUSED';
          reason =
            requests.length === 0
              ? {
                  'pt-BR': 'Envie antes o formulário de locação para empresas.',
                  'es-AR': 'Enviá antes el formulario de alquiler para empresas.',
                }[locale]
              : {
                  'pt-BR': 'A locação para frotas exige empresa com mais de um ano.',
                  'es-AR': 'El alquiler de flotas exige una empresa con más de un año.',
                }[locale];
        }
        decidedAt = now();
        await db
          .update(rentalUsers)
          .set({ checkStatus: status, checkReason: reason, checkDecidedAt: decidedAt })
          .where(eq(rentalUsers.userId, userId));
      }
      return {
        status,
        companyTaxIdHint: row.companyTaxIdHint ?? '',
        reason,
        startedAt: row.checkStartedAt.toISOString(),
        decidedAt: decidedAt?.toISOString() ?? null,
      };
    },

    async profile(userId: string): Promise<RentalProfile> {
      const [row] = await db.select().from(rentalUsers).where(eq(rentalUsers.userId, userId));
      // No profile yet is an empty one: the screen shows an empty form.
      if (!row)
        return {
          companyName: null,
          companyTaxIdHint: null,
          contactPhone: null,
          preferredContact: null,
          updatedAt: null,
        };
      return profileOf(row);
    },

    /** users/self/rental POST: an empty body changes nothing and fails with the spec's message. */
    async updateProfile(userId: string, body: unknown): Promise<RentalProfile> {
      if (isEmptyUpdateBody(body)) throw new DomainError('no_body');
      const update = body as { companyName?: string; contactPhone?: string; preferredContact?: string };
      const values = {
        ...(update.companyName?.trim() ? { companyName: update.companyName.trim() } : {}),
        ...(update.contactPhone?.trim() ? { contactPhone: update.contactPhone.trim() } : {}),
        ...(update.preferredContact ? { preferredContact: update.preferredContact } : {}),
        updatedAt: now(),
      };
      const [row] = await db
        .insert(rentalUsers)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: rentalUsers.userId, set: values })
        .returning();
      if (!row) throw new DomainError('internal_error', {}, { detail: 'The profile was not saved' });
      return profileOf(row);
    },

    async staffList(
      locale: Locale,
      filter: { status?: RentalProposalStatus | undefined; brand?: BrandSlug | undefined },
    ): Promise<StaffRentalProposal[]> {
      const rows = await db
        .select()
        .from(rentalProposals)
        .where(
          and(
            filter.status ? eq(rentalProposals.status, filter.status) : undefined,
            filter.brand ? eq(rentalProposals.brand, filter.brand) : undefined,
          ),
        )
        .orderBy(desc(rentalProposals.createdAt))
        .limit(200);
      return Promise.all(rows.map((row) => staffView(row, locale)));
    },

    brandOf: async (proposalCode: string): Promise<BrandSlug> =>
      (await byCode(proposalCode)).brand as BrandSlug,

    /** Moves a proposal along the table; the status changes only if it is still what was read. */
    async move(
      proposalCode: string,
      to: RentalProposalStatus,
      meta: { actorId: string | null; note?: string | undefined },
      locale: Locale,
    ) {
      const row = await byCode(proposalCode);
      const from = statusOf(row);
      const result = moveRentalProposal(from, to);
      if (!result.ok) {
        throw new DomainError(
          'rental_transition_invalid',
          {},
          {
            detail: `A proposal in ${from} can move to: ${result.allowed.join(', ') || 'nothing (final status)'}`,
          },
        );
      }
      const at = now();
      const moved = await db.transaction(async (tx) => {
        const updated = await tx
          .update(rentalProposals)
          .set({ status: to, updatedAt: at })
          .where(and(eq(rentalProposals.id, row.id), eq(rentalProposals.status, from)))
          .returning({ id: rentalProposals.id });
        if (updated.length === 0) return false;
        await tx.insert(rentalProposalEvents).values({
          id: randomUUID(),
          proposalId: row.id,
          status: to,
          note: meta.note?.trim() || null,
          actorId: meta.actorId,
          at,
        });
        return true;
      });
      if (!moved)
        throw new DomainError(
          'rental_proposal_changed',
          {},
          { detail: 'The proposal changed meanwhile; reload it' },
        );
      return staffView(await byCode(proposalCode), locale);
    },

    async attach(
      proposalCode: string,
      file: { kind: RentalDocumentKind; fileName: string; contentType: string; contentBase64: string },
      meta: { actorId: string | null; maxBytes: number },
    ) {
      const row = await byCode(proposalCode);
      const bytes = Buffer.from(file.contentBase64, 'base64');
      if (bytes.length === 0) throw new DomainError('file_empty', {}, { detail: 'The file is empty' });
      if (bytes.length > meta.maxBytes)
        throw new DomainError('files_too_large', {}, { detail: 'Arquivos excederam o tamanho máximo' });
      const signature = bytes.subarray(0, 4).toString('hex');
      const matches =
        (file.contentType === 'application/pdf' && signature === '25504446') ||
        (file.contentType === 'image/png' && signature === '89504e47') ||
        (file.contentType === 'image/jpeg' && signature.startsWith('ffd8ff'));
      if (!matches)
        throw new DomainError(
          'file_type_mismatch',
          {},
          { detail: 'The file content is not the declared type' },
        );
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      const id = randomUUID();
      const [stored] = await db
        .insert(rentalFiles)
        .values({
          id,
          proposalId: row.id,
          kind: file.kind,
          fileName: file.fileName,
          contentType: file.contentType,
          sizeBytes: bytes.length,
          sha256,
          contentBase64: bytes.toString('base64'),
          uploadedBy: meta.actorId,
        })
        .onConflictDoNothing()
        .returning({ id: rentalFiles.id });
      // The same document sent twice is kept once.
      return { created: stored !== undefined, summary: await this.filesSummary(null, proposalCode) };
    },
  };
}

export type RentalService = ReturnType<typeof createRentalService>;
