import { randomUUID } from 'node:crypto';
import type { CreateLeadRequest, LeadAccepted, LeadContextSchema, StaffLead } from '@autohub/contract';
import {
  buildFullLeadPayload,
  buildLeadPayload,
  DomainError,
  type FormProblem,
  type LeadContext,
  leadCpfRequirement,
  type LeadFormState,
  type LeadPayload,
  MARKETS,
  validateFullLeadForm,
  validateLeadForm,
} from '@autohub/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { CrmOutboxPayload } from '../../integrations/crm/crm-delivery.js';
import { findOutboxByReference } from '../../outbox/outbox.store.js';
import type { OutboxStatus } from '../../outbox/outbox.table.js';
import type { SettingsService } from '../settings/settings.service.js';
import { formProblemsError } from './form-problems.js';
import { createWriteBatcher } from '../../lib/write-batcher.js';
import { mailOutboxMessage } from '../../integrations/mail/mail-outbox.js';
import { REVISION_FORM, revisionConfirmation } from './revision-mail.js';
import {
  type LeadRow,
  type QueuedLead,
  findLead,
  findLeadByClientKey,
  insertLeadsQueued,
} from './leads.store.js';

/** The outbox topic of a lead on its way to the CRM. */
export const LEAD_TOPIC = 'lead.deliver';

type ParsedLead = z.output<typeof CreateLeadRequest>;
type ParsedContext = z.output<typeof LeadContextSchema> | undefined;

/** The request's context as the payload builder reads it (`userId` comes from the session, not the page). */
function leadContext(context: ParsedContext, userId: string | null): LeadContext {
  return {
    tracking: { ...context?.tracking, userId },
    source: context?.source ?? {},
    location: context?.location ?? {},
    utm: context?.utm ?? {},
  };
}

function deliveryStatus(status: OutboxStatus | undefined): LeadAccepted['status'] {
  if (status === 'DELIVERED') return 'DELIVERED';
  if (status === 'DEAD') return 'FAILED';
  return 'PENDING';
}

export interface LeadsServiceOptions {
  settings: SettingsService;
  random?: () => number;
  clock?: () => Date;
}

export function createLeadsService(db: Db, options: LeadsServiceOptions) {
  const random = options.random ?? Math.random;
  // Leads arriving together share one statement (group commit): a campaign burst costs a few round
  // trips and commits instead of one per lead.
  const writeLead = createWriteBatcher((items: readonly QueuedLead[]) => insertLeadsQueued(db, items));

  async function accepted(row: LeadRow): Promise<LeadAccepted> {
    const message = await findOutboxByReference(db, LEAD_TOPIC, row.id);
    return { id: row.id, status: deliveryStatus(message?.status), receivedAt: row.createdAt.toISOString() };
  }

  /** Checks a lead against the domain rules and the page settings, and builds its CRM payload. */
  async function prepare(
    request: ParsedLead,
    userId: string | null,
  ): Promise<{
    kind: LeadRow['kind'];
    payload: LeadPayload;
    dealerId: string | null;
    dealerCode: string | null;
    email: string;
  }> {
    const settings = await options.settings.get(request.brand, request.locale);
    // The market of the page decides the phone, document and postal-code rules.
    const country = MARKETS[request.locale].country;
    const context = leadContext(request.context, userId);
    const ibgeCityCode = request.context?.location?.ibgeCityCode ?? null;
    let problems: FormProblem[];
    if (request.kind === 'purchase') {
      const form = request.form;
      const cpf = leadCpfRequirement(settings, { ibgeCityCode, dealerId: form.dealer.id || null });
      problems = validateFullLeadForm(form, { cpf, country });
      if (problems.length > 0) throw formProblemsError(problems, 'form');
      return {
        kind: 'purchase',
        payload: buildFullLeadPayload({ brand: request.brand, form, context, random, country }),
        dealerId: form.dealer.id || null,
        dealerCode: form.dealer.dealerCode || null,
        email: form.personal.email.trim(),
      };
    }
    const form: LeadFormState = request.form;
    const dealerId = request.dealerId ?? null;
    const cpf = leadCpfRequirement(settings, { ibgeCityCode, dealerId });
    // The page setting decides whether the CPF field may hold a CNPJ, never the request.
    problems = validateLeadForm(form, { cpf, companyMode: settings.leadCompanyCpfCnpjMode, country });
    if (problems.length > 0) throw formProblemsError(problems, 'form');
    return {
      kind: form.leadPersonType === 'legalPerson' ? 'company' : 'person',
      payload: buildLeadPayload({ brand: request.brand, form, context, random, country }),
      dealerId,
      dealerCode: form.dealerCode.trim() || null,
      email: form.email.trim(),
    };
  }

  return {
    /**
     * Accepts a lead: validated, its payload built, stored and queued for the CRM in one
     * transaction, so an accepted lead is never lost. A repeated client key answers the first lead.
     */
    async create(
      request: ParsedLead,
      meta: { clientKey?: string | null; userId?: string | null } = {},
    ): Promise<{ lead: LeadAccepted; created: boolean }> {
      const clientKey = meta.clientKey?.trim() || null;
      if (clientKey) {
        const existing = await findLeadByClientKey(db, clientKey);
        if (existing) return { lead: await accepted(existing), created: false };
      }
      const prepared = await prepare(request, meta.userId ?? null);
      const id = randomUUID();
      const outbox: CrmOutboxPayload = { brand: request.brand, payload: { ...prepared.payload } };
      // A revision scheduling request is confirmed to the owner, queued with the lead itself.
      const confirmation =
        request.kind === 'purchase' && request.context?.source?.form === REVISION_FORM
          ? await revisionConfirmation(db, {
              brand: request.brand,
              locale: request.locale,
              email: prepared.email,
              name: request.form.personal.name,
              mvsCode: request.form.car.mvs,
              dealerId: request.form.dealer.id,
              descriptions: request.form.descriptions,
            })
          : null;
      // The lead id is the idempotency key: every attempt of this lead carries the same one.
      const row = await writeLead({
        row: {
          id,
          brand: request.brand,
          locale: request.locale,
          kind: prepared.kind,
          dealerId: prepared.dealerId,
          dealerCode: prepared.dealerCode,
          email: prepared.email,
          car: request.car ?? null,
          payload: { ...prepared.payload },
          clientKey,
          userId: meta.userId ?? null,
        },
        message: { topic: LEAD_TOPIC, payload: outbox },
        ...(confirmation ? { also: [mailOutboxMessage(`revision-requested:${id}`, id, confirmation)] } : {}),
      });
      if (!row) {
        // Another request with the same client key won the unique key meanwhile: its lead is the one.
        const first = clientKey ? await findLeadByClientKey(db, clientKey) : undefined;
        if (!first) throw new Error('lead neither written nor found');
        return { lead: await accepted(first), created: false };
      }
      // Queued a moment ago: pending by definition, so the message is not read back.
      const lead: LeadAccepted = { id: row.id, status: 'PENDING', receivedAt: row.createdAt.toISOString() };
      return { lead, created: true };
    },

    async staffView(id: string): Promise<StaffLead> {
      const row = await findLead(db, id);
      if (!row) throw new DomainError('not_found', {}, { detail: 'No such lead' });
      const message = await findOutboxByReference(db, LEAD_TOPIC, id);
      return {
        id: row.id,
        brand: row.brand as StaffLead['brand'],
        locale: row.locale as StaffLead['locale'],
        kind: row.kind,
        status: deliveryStatus(message?.status),
        payload: row.payload,
        receivedAt: row.createdAt.toISOString(),
        deliveredAt: message?.deliveredAt?.toISOString() ?? null,
      };
    },
  };
}

export type LeadsService = ReturnType<typeof createLeadsService>;
