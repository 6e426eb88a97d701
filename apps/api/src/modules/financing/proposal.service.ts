import { createHash, randomUUID } from 'node:crypto';
import {
  type CreateProposalBody,
  MAX_UPLOAD_BYTES,
  type Proposal,
  type ProposalDocument,
  type ProposalStatus,
  type ProposalSummary,
  UPLOAD_CONTENT_TYPES,
  UPLOAD_DOCUMENT_TYPES_BY_LOCALE,
  type UploadDocumentType,
} from '@autohub/contract';
import {
  type BrandSlug,
  checkCouponEligibility,
  DomainError,
  type Locale,
  MARKETS,
  FINAL_PROPOSAL_STATUSES,
  formalizationStageOf,
  type ProposalHistoryEntry as HistoryEntry,
  mergeBankHistory,
  outcomeOf,
  phoneDigitsForMarket,
  PROPOSAL_STATUS_LABELS,
} from '@autohub/domain';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Database, Db } from '../../db/client.js';
import {
  type BankPort,
  type BankProposalRequest,
  type BankProposalState,
  isBankError,
} from '../../integrations/bank/bank.port.js';
import {
  type DocumentRow,
  type ProposalRow,
  type SimulationRow,
  claimSubmission,
  findCouponByName,
  findSubmission,
  findPlan,
  findProposal,
  findSimulation,
  insertDocument,
  insertProposal,
  listDocuments,
  listProposalsOfUser,
  recordBankAcceptance,
  releaseSending,
  releaseSubmission,
  takeCouponUse,
  takeSending,
  updateProposal,
} from './financing.store.js';
import { simulationResult } from './simulation-result.js';
import { proposalSentMail } from '../../integrations/mail/confirmation-mails.js';
import { enqueueMail } from '../../integrations/mail/mail-outbox.js';
import { createCatalogueReader } from '../catalogue/catalogue-reader.js';
import { renderProposalPdf } from './proposal-pdf.js';

/** Sorted keys, so the same content always reads the same. */
function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
}

/** What makes two proposals the same one: simulation, applicant and coupon (hashed, never kept). */
export function proposalFingerprint(simulationId: string, body: CreateProposalBody): string {
  const content = canonicalJson({
    simulationId,
    applicant: body.applicant,
    coupon: body.couponName?.trim().toUpperCase() ?? null,
    period: body.couponPeriod ?? null,
  });
  return createHash('sha256').update(content).digest('base64url');
}

export interface ProposalServiceOptions {
  bank: BankPort;
  log?: FastifyBaseLogger;
  /**
   * How the simulation a new proposal names is read (`Database.readDerived`: it may still be being
   * written, decision 078); on `db` when absent.
   */
  readDerived?: Database['readDerived'];
}

export interface UploadedFile {
  type: string;
  fileName: string;
  contentType: string;
  data: Buffer;
}

function presentDocument(row: DocumentRow): ProposalDocument {
  return {
    id: row.id,
    type: row.type as UploadDocumentType,
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size,
    createdAt: row.createdAt.toISOString(),
  };
}

const lastStatus = (history: readonly HistoryEntry[], before: ProposalStatus): ProposalStatus =>
  history.at(-1)?.status ?? before;

/** How long a request may take to send a proposal before an identical one may take it over. */
const SENDING_SECONDS = 30;

/** Financing proposals of signed-in buyers: send to the bank, follow, documents, formalization, PDF. */
export function createProposalService(db: Db, options: ProposalServiceOptions) {
  const { bank, log } = options;
  const readDerived: Database['readDerived'] = options.readDerived ?? ((read) => read(db));

  /** Our record and the simulation it came from; someone else's proposal does not exist. */
  async function owned(
    userId: string,
    id: string,
  ): Promise<{ proposal: ProposalRow; simulation: SimulationRow }> {
    const proposal = await findProposal(db, id);
    if (!proposal || proposal.userId !== userId)
      throw new DomainError('not_found', {}, { detail: 'Not found' });
    const simulation = await findSimulation(db, proposal.simulationId);
    if (!simulation) throw new Error(`proposal ${id} lost its simulation`);
    return { proposal, simulation };
  }

  /** Records what the bank says now, within the transition table. */
  async function record(proposal: ProposalRow, state: BankProposalState): Promise<ProposalRow> {
    const ours = proposal.history as HistoryEntry[];
    const before = proposal.status as ProposalStatus;
    const { history, rejected } = mergeBankHistory(ours, state.history);
    if (rejected) {
      log?.warn(
        { proposalId: proposal.id, from: lastStatus(history, before), to: rejected.status },
        'bank status refused by the transition table',
      );
    }
    if (history.length === ours.length && state.signingUrl === proposal.signingUrl) return proposal;
    return (
      (await updateProposal(db, proposal.id, {
        history,
        status: lastStatus(history, before),
        signingUrl: state.signingUrl,
      })) ?? proposal
    );
  }

  /** Asks the bank for news unless the proposal is final; a bank outage keeps the last status. */
  async function refresh(proposal: ProposalRow): Promise<ProposalRow> {
    if (FINAL_PROPOSAL_STATUSES.includes(proposal.status as ProposalStatus)) return proposal;
    // Not taken by the bank yet: nothing to ask it until the proposal is posted again.
    if (proposal.bankReference === null) return proposal;
    try {
      return await record(proposal, await bank.status(proposal.bankReference));
    } catch (error) {
      if (!isBankError(error)) throw error;
      log?.warn({ proposalId: proposal.id, code: error.code }, 'bank status unavailable');
      return proposal;
    }
  }

  async function present(proposal: ProposalRow, simulation: SimulationRow): Promise<Proposal> {
    const status = proposal.status as ProposalStatus;
    const locale = simulation.locale as Locale;
    const plan = await findPlan(db, simulation.planId);
    const documents = await listDocuments(db, proposal.id);
    const stage = formalizationStageOf(status);
    const signingUrl = stage === 'qr-code' ? proposal.signingUrl : null;
    const applicant = proposal.applicant as { name?: string; taxId?: string };
    return {
      id: proposal.id,
      simulationId: simulation.id,
      brand: simulation.brand as BrandSlug,
      locale,
      planId: simulation.planId,
      planName: plan?.name ?? simulation.planId,
      financingType: simulation.financingType as Proposal['financingType'],
      mvsCode: simulation.mvsCode,
      year: simulation.year,
      status,
      outcome: outcomeOf(status),
      history: proposal.history as Proposal['history'],
      applicantName: applicant.name ?? '',
      taxIdEnding: (applicant.taxId ?? '').slice(-2),
      couponName: proposal.couponName,
      bankReference: proposal.bankReference ?? '',
      formalization: {
        stage,
        signingUrl,
        qrCodeSvg: signingUrl
          ? await QRCode.toString(signingUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
          : null,
      },
      documents: documents.map(presentDocument),
      documentTypes: [...UPLOAD_DOCUMENT_TYPES_BY_LOCALE[locale]],
      simulation: simulationResult(simulation),
      createdAt: proposal.createdAt.toISOString(),
      updatedAt: proposal.updatedAt.toISOString(),
    };
  }

  /** The vehicle as a person reads it ("Fiat Pulse Drive 1.3 2026"); its code when unknown. */
  async function vehicleName(mvsCode: string, year: number, locale: Locale): Promise<string> {
    try {
      const { model, version } = await createCatalogueReader(db).versionEntry({
        mvsCode,
        country: MARKETS[locale].country,
      });
      return `${model.name} ${version.versionName} ${year}`;
    } catch {
      return `${mvsCode} ${year}`;
    }
  }

  /**
   * Keeps a proposal and sends it to the bank; the applicant's confirmation e-mail is queued once
   * the bank took it (`origin`: the site whose account area they follow it in).
   *
   * The proposal is stored first (WAITING_INTEGRATION, with its one sending per person and
   * identical content under a unique key), then the bank is asked with the proposal's id as its
   * idempotency key, then its answer is recorded. The same proposal posted again while the bank
   * has not taken it — the bank was down, the answer could not be stored, the server stopped —
   * finishes that proposal and never makes a second one; posted while another request is asking
   * the bank, it answers 409 until that sending ends or its time runs out.
   */
  async function create(
    userId: string,
    request: CreateProposalBody,
    context: { origin: string } = { origin: '' },
  ): Promise<Proposal> {
    const simulation = await readDerived((on) => findSimulation(on, request.simulationId));
    if (!simulation)
      throw new DomainError(
        'financing_simulation_not_found',
        {},
        { detail: `No simulation ${request.simulationId}` },
      );
    const locale = simulation.locale as Locale;
    // The bank receives the phone as the lead and the test drive send it: the market's national
    // number (`93515551234` whether "+54 9 351 555-1234" or "3515551234" was typed). The same
    // number typed two ways is one proposal.
    const body: CreateProposalBody = {
      ...request,
      applicant: {
        ...request.applicant,
        phone: phoneDigitsForMarket(request.applicant.phone, MARKETS[locale].country),
      },
    };
    const result = simulationResult(simulation);

    let coupon: { id: string; name: string } | null = null;
    if (body.couponName) {
      const found = await findCouponByName(db, body.couponName.trim());
      const period = body.couponPeriod ?? new Date().toISOString().slice(0, 7);
      if (!found?.active || found.brand !== simulation.brand || !found.periods.includes(period)) {
        throw new DomainError('coupon_unavailable');
      }
      if (!checkCouponEligibility({ entranceValue: result.entranceValue }).ok) {
        throw new DomainError('coupon_requires_entrance');
      }
      coupon = { id: found.id, name: found.name };
    }

    // One sending per person and identical proposal: a double click, a retried request or the
    // same proposal posted many times at once find the one stored. Once it is over (denied,
    // paid), the same proposal may be sent anew.
    const fingerprint = proposalFingerprint(simulation.id, body);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const taken = await findSubmission(db, userId, fingerprint);
      if (taken) {
        const earlier = taken.proposal;
        if (!earlier || FINAL_PROPOSAL_STATUSES.includes(earlier.status as ProposalStatus)) {
          await releaseSubmission(db, userId, fingerprint, taken.proposalId);
          continue;
        }
        if (earlier.bankReference !== null) return present(earlier, simulation);
        const resumed = await takeSending(db, earlier.id, SENDING_SECONDS);
        if (!resumed) break;
        return present(await send(resumed), simulation);
      }
      const id = randomUUID();
      const stored = await db.transaction(async (tx) => {
        const claimed = await claimSubmission(tx, {
          userId,
          fingerprint,
          simulationId: simulation.id,
          proposalId: id,
        });
        if (!claimed) return undefined;
        if (coupon && !(await takeCouponUse(tx, coupon.id))) {
          throw new DomainError('coupon_unavailable');
        }
        return insertProposal(tx, {
          id,
          userId,
          simulationId: simulation.id,
          status: 'WAITING_INTEGRATION',
          bankReference: null,
          sendingUntil: sql`now() + make_interval(secs => ${SENDING_SECONDS})`,
          applicant: { ...body.applicant },
          couponId: coupon?.id ?? null,
          couponName: coupon?.name ?? null,
          history: [],
          signingUrl: null,
        });
      });
      if (stored) return present(await send(stored), simulation);
    }
    throw new DomainError(
      'proposal_in_progress',
      {},
      { detail: 'This proposal is being sent to the bank; reload in a moment' },
    );

    /** Asks the bank to take a stored proposal (its sending is held), then records the answer. */
    async function send(proposal: ProposalRow): Promise<ProposalRow> {
      if (!simulation) throw new Error('simulation checked above');
      const applicant = proposal.applicant as unknown as BankProposalRequest['applicant'];
      let state: BankProposalState;
      try {
        state = await bank.submit({
          proposalId: proposal.id,
          brand: simulation.brand,
          locale,
          applicant,
          vehicle: { mvsCode: simulation.mvsCode, year: simulation.year, price: result.price },
          financing: {
            financingType: simulation.financingType,
            planId: simulation.planId,
            entranceValue: result.entranceValue,
            financedAmount: result.financedAmount,
            installments: result.totalInstallments,
            installmentValue: result.installmentsValue,
            finalInstallmentValue: result.finalInstallmentValue,
            monthlyRate: result.monthlyRate,
            cetAnnual: result.cetAnnual,
          },
        });
      } catch (error) {
        // Kept, with why, for the buyer's list and for support; the next identical post retries.
        await releaseSending(db, proposal.id, isBankError(error) ? error.code : 'error').catch(
          () => undefined,
        );
        if (!isBankError(error)) throw error;
        log?.warn({ proposalId: proposal.id, code: error.code }, 'bank refused or missed a proposal');
        throw new DomainError('proposal_send_failed');
      }
      try {
        return await storeAnswer(proposal, applicant, state);
      } catch (error) {
        // The bank has it; the next identical post asks again with the same id and records it.
        await releaseSending(db, proposal.id, 'answer_not_recorded').catch(() => undefined);
        throw error;
      }
    }

    async function storeAnswer(
      proposal: ProposalRow,
      applicant: BankProposalRequest['applicant'],
      state: BankProposalState,
    ): Promise<ProposalRow> {
      if (!simulation) throw new Error('simulation checked above');
      // A bank that took the proposal without a status yet leaves it waiting for integration.
      const { history } = mergeBankHistory([], state.history);
      const status = lastStatus(history, proposal.status as ProposalStatus);
      const vehicle = await vehicleName(simulation.mvsCode, simulation.year, simulation.locale as Locale);
      const plan = await findPlan(db, simulation.planId);
      return db.transaction(async (tx) => {
        const recorded = await recordBankAcceptance(tx, proposal.id, {
          bankReference: state.reference,
          status,
          history,
          signingUrl: state.signingUrl,
        });
        // Another request recorded the same answer first.
        if (!recorded) return (await findProposal(tx, proposal.id)) ?? proposal;
        await enqueueMail(
          tx,
          `financing-proposal-sent:${proposal.id}`,
          proposal.id,
          proposalSentMail({
            locale,
            to: applicant.email,
            name: applicant.name,
            planName: plan?.name ?? simulation.planId,
            vehicle,
            price: result.price,
            installments: result.totalInstallments,
            installmentValue: result.installmentsValue,
            statusLabel: PROPOSAL_STATUS_LABELS[locale][status],
            accountUrl: `${context.origin}/${locale}/${simulation.brand}/account`,
          }),
        );
        return recorded;
      });
    }
  }

  async function get(userId: string, id: string): Promise<Proposal> {
    const { proposal, simulation } = await owned(userId, id);
    return present(await refresh(proposal), simulation);
  }

  async function list(userId: string): Promise<ProposalSummary[]> {
    const rows = await listProposalsOfUser(db, userId);
    const summaries: ProposalSummary[] = [];
    for (const { proposal: stored, simulation } of rows) {
      const proposal = await refresh(stored);
      const status = proposal.status as ProposalStatus;
      const result = simulationResult(simulation);
      const plan = await findPlan(db, simulation.planId);
      summaries.push({
        id: proposal.id,
        brand: simulation.brand as BrandSlug,
        locale: simulation.locale as Locale,
        planName: plan?.name ?? simulation.planId,
        financingType: simulation.financingType as ProposalSummary['financingType'],
        mvsCode: simulation.mvsCode,
        year: simulation.year,
        status,
        outcome: outcomeOf(status),
        createdAt: proposal.createdAt.toISOString(),
        installmentsValue: result.installmentsValue,
        totalInstallments: result.totalInstallments,
        price: result.price,
      });
    }
    return summaries;
  }

  async function uploadDocument(
    userId: string,
    proposalId: string,
    file: UploadedFile,
  ): Promise<ProposalDocument> {
    const { proposal, simulation } = await owned(userId, proposalId);
    const locale = simulation.locale as Locale;
    const allowed = UPLOAD_DOCUMENT_TYPES_BY_LOCALE[locale] as readonly string[];
    if (!allowed.includes(file.type)) {
      throw new DomainError(
        'financing_document_type_not_accepted',
        {},
        { detail: `Document type ${file.type} is not accepted in ${locale}` },
      );
    }
    if (!(UPLOAD_CONTENT_TYPES as readonly string[]).includes(file.contentType)) {
      throw new DomainError(
        'unsupported_media_type',
        {},
        { detail: `Content type ${file.contentType} is not accepted` },
      );
    }
    if (file.data.length > MAX_UPLOAD_BYTES) {
      throw new DomainError('files_too_large');
    }
    if (file.data.length === 0)
      throw new DomainError('financing_document_empty', {}, { detail: 'The file is empty' });
    const row = await insertDocument(db, {
      proposalId: proposal.id,
      type: file.type,
      fileName: file.fileName.slice(0, 200),
      contentType: file.contentType,
      size: file.data.length,
      content: file.data,
    });
    const current = await refresh(proposal);
    if (current.status === 'PENDING_DOCUMENT' && current.bankReference !== null) {
      try {
        const types = (await listDocuments(db, proposal.id)).map((d) => d.type);
        await record(current, await bank.documentsSent(current.bankReference, types));
      } catch (error) {
        if (!isBankError(error)) throw error;
        log?.warn({ proposalId, code: error.code }, 'bank did not take the documents yet');
      }
    }
    return presentDocument(row);
  }

  async function documents(userId: string, proposalId: string): Promise<ProposalDocument[]> {
    const { proposal } = await owned(userId, proposalId);
    return (await listDocuments(db, proposal.id)).map(presentDocument);
  }

  async function bankStep(
    userId: string,
    id: string,
    step: (proposal: ProposalRow) => Promise<BankProposalState>,
  ): Promise<Proposal> {
    const { proposal: stored, simulation } = await owned(userId, id);
    const proposal = await refresh(stored);
    let state: BankProposalState;
    try {
      state = await step(proposal);
    } catch (error) {
      if (!isBankError(error)) throw error;
      if (error.code === 'rejected_request') {
        throw new DomainError('financing_formalization_not_allowed', {}, { detail: error.message });
      }
      throw new DomainError('service_unavailable', {}, { detail: error.message });
    }
    return present(await record(proposal, state), simulation);
  }

  /** Formalization, first step: the bank prepares the contract (the buyer waits). */
  function startFormalization(userId: string, id: string): Promise<Proposal> {
    return bankStep(userId, id, async (proposal) => {
      if (proposal.status !== 'APPROVED_PROPOSAL' || proposal.bankReference === null) {
        throw new DomainError(
          'financing_formalization_not_allowed',
          {},
          { detail: 'Only an approved proposal is formalized' },
        );
      }
      return bank.startFormalization(proposal.bankReference);
    });
  }

  /** Formalization, last step: the buyer signed through the QR code. */
  function completeFormalization(userId: string, id: string, signingToken: string): Promise<Proposal> {
    return bankStep(userId, id, async (proposal) => {
      if (proposal.status !== 'PENDING_CONTRACT_SIGN' || proposal.bankReference === null) {
        throw new DomainError(
          'financing_formalization_not_allowed',
          {},
          { detail: 'The contract is not waiting for a signature' },
        );
      }
      return bank.completeFormalization(proposal.bankReference, signingToken);
    });
  }

  async function pdf(userId: string, id: string): Promise<{ fileName: string; content: Buffer }> {
    const proposal = await get(userId, id);
    const content = await renderProposalPdf(
      proposal,
      PROPOSAL_STATUS_LABELS[proposal.locale][proposal.status],
    );
    return { fileName: `proposta-${proposal.id.slice(0, 8)}.pdf`, content };
  }

  return { create, get, list, uploadDocument, documents, startFormalization, completeFormalization, pdf };
}

export type ProposalService = ReturnType<typeof createProposalService>;
