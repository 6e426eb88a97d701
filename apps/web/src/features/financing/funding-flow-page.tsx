import type { FinancingPlan, Proposal } from '@autohub/contract';
import { DomainMessage, domainMessage } from '../../lib/i18n/domain-message';
import { useQuery } from '../../lib/query/query';
import { type ReactNode, Suspense, lazy, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiError, userMessageOf } from '../../lib/api/api-client';
import { useDocumentTitle } from '../../lib/page/use-document-title';
import { useSession } from '../../lib/session/session';
import { AppLink } from '../../lib/routing/app-link';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';
import { usePageSettings } from '../../lib/settings/settings.api';
import { type ApplicantDraft, EMPTY_APPLICANT, isoBirthDate, parseIncome } from './applicant-draft';
import { CarStep, type PricedCar } from './car-step';
import type { ChosenSimulation } from './cdc-simulator';
import { batchQuery, proposalQuery, sendProposal } from './financing.api';
import { couponPeriod, useFundingFormat } from './funding-format';
import { type FundingStep, uiStateOf } from './funding-steps';
import { useDebounced } from './use-debounced';
import './financing.css';

/*
 * The steps after the car's choice (the plans, the simulators, the forms, the summary) and the
 * sign-in dialog load when they are reached: the page opens on the car's choice, and the later steps,
 * the forms' kit and contract schemas are not part of its first download.
 */
const PlanList = lazy(() => import('./plan-selection').then((m) => ({ default: m.PlanList })));
const PlanComparator = lazy(() => import('./plan-selection').then((m) => ({ default: m.PlanComparator })));
const NextSimulator = lazy(() => import('./next-simulator').then((m) => ({ default: m.NextSimulator })));
const SimulationSummary = lazy(() =>
  import('./simulation-summary').then((m) => ({ default: m.SimulationSummary })),
);
const CdcSimulator = lazy(() => import('./cdc-simulator').then((m) => ({ default: m.CdcSimulator })));
const InstallmentCheck = lazy(() => import('./applicant-steps').then((m) => ({ default: m.InstallmentCheck })));
const InstallmentRegister = lazy(() =>
  import('./applicant-steps').then((m) => ({ default: m.InstallmentRegister })),
);
const TermsStep = lazy(() => import('./applicant-steps').then((m) => ({ default: m.TermsStep })));
const SignInDialog = lazy(() =>
  import('../../components/sign-in-dialog/sign-in-dialog').then((m) => ({ default: m.SignInDialog })),
);

/** UI state "plans" / "comparator" of step flow-selection. */
function FlowSelection({
  priced,
  comparing,
  onCompare,
  onPick,
}: {
  priced: PricedCar;
  comparing: boolean;
  onCompare: (on: boolean) => void;
  onPick: (plan: FinancingPlan) => void;
}) {
  const { t } = useTranslation();
  const { brand, locale } = useBrandLocale();
  const [entrance, setEntrance] = useState(30);
  const entranceId = useId();
  const wished = useDebounced(entrance);
  const batch = useQuery(batchQuery(brand, locale, priced.price, wished));
  const allFailed = batch.data !== undefined && batch.data.plans.every((p) => p.results.length === 0);

  return (
    <div className="funding-step">
      <div className="funding-toolbar">
        <div className="funding-field">
          <label htmlFor={entranceId}>{t('financing.plans.wishedEntrance', { percent: entrance })}</label>
          <input id={entranceId} type="range" min={0} max={90} step={1} value={entrance} onChange={(e) => setEntrance(Number(e.target.value))} />
        </div>
        <button type="button" className="button button--secondary" aria-pressed={comparing} onClick={() => onCompare(!comparing)}>
          {comparing ? t('financing.plans.showList') : t('financing.plans.showComparator')}
        </button>
      </div>
      {batch.isError || allFailed ? (
        <p role="alert" className="funding-alert">
          <strong>
            <DomainMessage code="simulations_unavailable" />
          </strong>
        </p>
      ) : batch.data ? (
        // The toolbar stays while the list or the comparator arrives the first time.
        <Suspense fallback={<Skeleton variant="lines" count={3} label={t('app.loading')} />}>
          {comparing ? (
            <PlanComparator batch={batch.data} onPick={onPick} />
          ) : (
            <PlanList batch={batch.data} onPick={onPick} />
          )}
        </Suspense>
      ) : (
        <p role="status">{t('financing.simulator.calculating')}</p>
      )}
    </div>
  );
}

/** Step loading-propose-result: follows the bank until it answers. */
function LoadingResult({ proposalId, onAnswer }: { proposalId: string; onAnswer: (proposal: Proposal) => void }) {
  const { t } = useTranslation();
  const proposal = useQuery(proposalQuery(proposalId, 1000));
  const answered = proposal.data && proposal.data.outcome !== 'in-analysis' ? proposal.data : null;
  useEffect(() => {
    if (answered) onAnswer(answered);
  }, [answered, onAnswer]);
  return (
    <div className="funding-card" role="status" aria-live="polite">
      <span className="funding-spinner" aria-hidden="true" />
      <p>{t('financing.loading.wait')}</p>
      {proposal.data ? <p>{t('financing.loading.status', { status: t(`financing.statuses.${proposal.data.status}`) })}</p> : null}
    </div>
  );
}

/**
 * The funding flow (spec document 1 §2 "Funding flow steps" and "Funding UI states"): a car, its
 * plans (list or comparator), a simulator, the applicant's data, the terms, the bank's answer and
 * a summary. The current UI state is on the page as `data-ui-state`.
 */
export function FundingFlowPage() {
  const { t } = useTranslation();
  const settings = usePageSettings();
  const { money } = useFundingFormat();
  const { locale } = useBrandLocale();
  useDocumentTitle(t('financing.documentTitle', { brand: settings.brandName }));

  const [step, setStep] = useState<FundingStep>('page-initial-data');
  const [comparing, setComparing] = useState(false);
  const [priced, setPriced] = useState<PricedCar | null>(null);
  const [plan, setPlan] = useState<FinancingPlan | null>(null);
  const [chosen, setChosen] = useState<ChosenSimulation | null>(null);
  const [applicant, setApplicant] = useState<ApplicantDraft>(EMPTY_APPLICANT);
  const [proposal, setProposal] = useState<Proposal | null>(null);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<{ text: string; signIn: boolean } | null>(null);
  // Sign-in in place: the dialog opens over the form, which stays as typed, and sends on success.
  const [signingIn, setSigningIn] = useState(false);
  const session = useSession();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [trail, setTrail] = useState<FundingStep[]>([]);

  // Each step announces itself: focus moves to its heading, as after a page change. The first step
  // is the page's own: a navigation to it focuses its heading already, and a page just opened
  // keeps the browser's focus rather than showing a ring on the heading.
  const focusedStep = useRef(step);
  useEffect(() => {
    if (focusedStep.current === step) return;
    focusedStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  function go(next: FundingStep, nextProblem: { text: string; signIn: boolean } | null = null) {
    setTrail((previous) => [...previous, step]);
    setProblem(nextProblem);
    setStep(next);
  }
  /** A simulator's answer is kept and the flow moves on to `next`. */
  function chooseThen(next: FundingStep) {
    return (simulation: ChosenSimulation) => {
      setChosen(simulation);
      go(next);
    };
  }
  /** The applicant's data as typed so far is kept and the flow moves on to `next`. */
  function keepApplicantThen(next: FundingStep) {
    return (draft: ApplicantDraft) => {
      setApplicant(draft);
      go(next);
    };
  }
  function back() {
    const previous = trail.at(-1);
    setTrail(trail.slice(0, -1));
    setProblem(null);
    if (previous) setStep(previous);
  }

  async function send(draft: ApplicantDraft, signedIn = session.user !== null) {
    if (!chosen) return;
    // Nobody signed in: ask in place first; the form stays as typed and is sent right after.
    if (!signedIn) {
      setProblem({ text: t('financing.signIn'), signIn: true });
      setSigningIn(true);
      return;
    }
    setSending(true);
    setProblem(null);
    try {
      const created = await sendProposal({
        simulationId: chosen.simulation.id,
        acceptedTerms: true,
        applicant: {
          name: draft.name.trim(),
          taxId: draft.taxId.replace(/\D/g, ''),
          email: draft.email.trim(),
          phone: draft.phone.replace(/\D/g, ''),
          birthDate: isoBirthDate(draft.birthDate),
          monthlyIncome: parseIncome(draft.income) ?? 0,
        },
        ...(chosen.coupon ? { couponName: chosen.coupon.couponName, couponPeriod: couponPeriod() } : {}),
      });
      setProposal(created);
      go('loading-propose-result');
    } catch (error) {
      const signIn = error instanceof ApiError && (error.status === 401 || error.code === 'session_expired');
      if (error instanceof ApiError && error.status >= 500) {
        // The bank or the platform failed, not the buyer: the flow's error step offers a way back.
        go('external-flow-error', { text: await domainMessage('proposal_send_failed', locale), signIn: false });
      } else {
        setProblem({ text: signIn ? t('financing.signIn') : userMessageOf(error), signIn });
        if (signIn) setSigningIn(true);
      }
    } finally {
      setSending(false);
    }
  }

  const uiState = uiStateOf(step, comparing);
  const simulationResult = chosen?.simulation.result;

  return (
    <div className="funding" data-ui-state={uiState} data-step={step}>
      <header className="funding-header">
        <p className="funding-muted">{t('financing.title')}</p>
        <h1 ref={headingRef} tabIndex={-1}>
          {t(`financing.steps.${step}`)}
        </h1>
        {step === 'page-initial-data' ? <p>{t('financing.lead', { brand: settings.brandName })}</p> : null}
        {priced && step !== 'page-initial-data' ? (
          <p className="funding-car-line">
            <strong>
              {priced.car.modelName} {priced.car.versionName}
            </strong>{' '}
            · {t('financing.car.price')}: <span data-testid="car-price">{money(priced.price)}</span>
            {plan && step !== 'flow-selection' ? <> · {plan.name}</> : null}
          </p>
        ) : null}
        <nav className="funding-links" aria-label={t('financing.title')}>
          <AppLink to="calculator">{t('financing.calculator.link')}</AppLink>
          <AppLink to="proposals">{t('financing.proposals.link')}</AppLink>
        </nav>
      </header>

      {trail.length > 0 && !['loading-propose-result', 'installment-approved', 'installment-denied', 'funding-resume'].includes(step) ? (
        <button type="button" className="button button--secondary funding-back" onClick={back}>
          {t('financing.back')}
        </button>
      ) : null}

      <Suspense fallback={<Skeleton variant="lines" count={3} label={t('app.loading')} />}>
        {step === 'page-initial-data' ? (
          <CarStep
            onChoose={(car) => {
              setPriced(car);
              go('flow-selection');
            }}
          />
        ) : null}

        {step === 'flow-selection' && priced ? (
          <FlowSelection
            priced={priced}
            comparing={comparing}
            onCompare={setComparing}
            onPick={(picked) => {
              setPlan(picked);
              go(picked.financingType === 'NEXT' ? 'next-simulator' : 'cdc-simulator');
            }}
          />
        ) : null}

        {step === 'cdc-simulator' && plan && priced ? (
          <CdcSimulator plan={plan} priced={priced} onContinue={chooseThen('installment-check')} />
        ) : null}

        {step === 'next-simulator' && plan && priced ? (
          <NextSimulator plan={plan} priced={priced} onContinue={chooseThen('next-lead-form')} />
        ) : null}

        {step === 'next-lead-form' ? (
          <>
            <p>{t('financing.leadForm.text')}</p>
            <InstallmentRegister initial={applicant} onNext={keepApplicantThen('installment-check')} />
          </>
        ) : null}

        {step === 'installment-check' ? (
          <InstallmentCheck
            initial={applicant}
            // The Next lead form already asked for the contact data.
            onNext={keepApplicantThen(
              plan?.financingType === 'NEXT' ? 'installment-terms-and-conditions' : 'installment-register',
            )}
          />
        ) : null}

        {step === 'installment-register' ? (
          <InstallmentRegister
            initial={applicant}
            onNext={keepApplicantThen('installment-terms-and-conditions')}
          />
        ) : null}

        {step === 'installment-terms-and-conditions' ? (
          <>
            {simulationResult ? <SimulationSummary result={simulationResult} /> : null}
            <TermsStep sending={sending} onSend={() => void send(applicant)} />
          </>
        ) : null}

        {step === 'loading-propose-result' && proposal ? (
          <LoadingResult
            proposalId={proposal.id}
            onAnswer={(answered) => {
              setProposal(answered);
              go(answered.outcome === 'denied' ? 'installment-denied' : 'installment-approved');
            }}
          />
        ) : null}

        {step === 'installment-approved' && proposal ? (
          <ProposalOutcome
            proposal={proposal}
            tone="approved"
            text={proposal.outcome === 'pending' ? t('financing.approved.pending') : t('financing.approved.text')}
            onResume={() => go('funding-resume')}
          >
            <AppLink className="button" to={`proposals/${proposal.id}`}>
              {t('financing.approved.follow')}
            </AppLink>
          </ProposalOutcome>
        ) : null}

        {step === 'installment-denied' && proposal ? (
          <ProposalOutcome
            proposal={proposal}
            tone="denied"
            text={t('financing.denied.text')}
            onResume={() => go('funding-resume')}
          >
            <button type="button" className="button" onClick={() => go('flow-selection')}>
              {t('financing.denied.otherPlan')}
            </button>
          </ProposalOutcome>
        ) : null}

        {step === 'funding-resume' && proposal && priced ? (
          <section className="funding-card">
            <dl className="funding-dl">
              <dt>{t('financing.resume.car')}</dt>
              <dd>
                {priced.car.modelName} {priced.car.versionName} ({priced.car.year})
              </dd>
              <dt>{t('financing.resume.plan')}</dt>
              <dd>{proposal.planName}</dd>
              <dt>{t('financing.resume.proposal')}</dt>
              <dd>{proposal.id.slice(0, 8).toUpperCase()}</dd>
              <dt>{t('financing.resume.status')}</dt>
              <dd>{t(`financing.statuses.${proposal.status}`)}</dd>
            </dl>
            <SimulationSummary result={proposal.simulation} />
            <div className="funding-actions">
              <AppLink className="button" to="proposals">
                {t('financing.resume.myProposals')}
              </AppLink>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => {
                  setTrail([]);
                  setProposal(null);
                  setChosen(null);
                  setStep('flow-selection');
                }}
              >
                {t('financing.resume.newSimulation')}
              </button>
            </div>
          </section>
        ) : null}

        {step === 'external-flow-error' ? (
          <section className="funding-card" role="alert">
            <p>{problem?.text ?? <DomainMessage code="generic_error" />}</p>
            <button type="button" className="button" onClick={() => go('flow-selection')}>
              {t('financing.error.retry')}
            </button>
          </section>
        ) : null}

        {problem && step !== 'external-flow-error' ? (
          <div role="alert" className="funding-alert">
            <p>{problem.text}</p>
            {problem.signIn ? (
              <button type="button" className="button" onClick={() => setSigningIn(true)}>
                {t('journeys.signIn.proposalButton')}
              </button>
            ) : null}
          </div>
        ) : null}
        {signingIn ? (
          <Suspense fallback={null}>
            <SignInDialog
              lead={t('journeys.signIn.proposalLead')}
              onCancel={() => setSigningIn(false)}
              onSignedIn={() => {
                setSigningIn(false);
                void send(applicant, true);
              }}
            />
          </Suspense>
        ) : null}
      </Suspense>
    </div>
  );
}

/** The bank's answer on a proposal: its status, what it means, the next step and the summary. */
function ProposalOutcome({
  proposal,
  tone,
  text,
  onResume,
  children,
}: {
  proposal: Proposal;
  tone: 'approved' | 'denied';
  text: string;
  onResume: () => void;
  /** The first action: follow the proposal, or try another plan. */
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className="funding-card" aria-live="polite">
      <p className={`funding-outcome funding-outcome--${tone}`}>{t(`financing.statuses.${proposal.status}`)}</p>
      <p>{text}</p>
      <div className="funding-actions">
        {children}
        <button type="button" className="button button--secondary" onClick={onResume}>
          {t('financing.approved.resume')}
        </button>
      </div>
    </section>
  );
}
