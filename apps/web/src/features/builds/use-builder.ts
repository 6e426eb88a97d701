import {
  needsConfirmation,
  setService,
  type CarState,
  type Change,
  type BuildModel,
  type ImpossibleReason,
  type PartId,
  type Resolution,
  type ResolutionChoice,
  type ResolutionOk,
} from '@autohub/domain';
import { useCallback, useMemo, useReducer } from 'react';
import { loadBuildEngine, loadedBuildEngine, type BuildEngine } from './build-engine';

/**
 * Runs a request with the conflict engine. Requests come from the choice steps and the conflicts
 * modal, whose chunks bring the engine; were one to come first, it waits for the engine.
 */
function withEngine(request: (engine: BuildEngine) => void): void {
  const engine = loadedBuildEngine();
  if (engine) request(engine);
  else void loadBuildEngine().then(request);
}

/** What the builder tells the buyer after a request, outside the conflicts modal. */
export type BuilderNotice =
  /** The colour had to go (spec §4): the buyer is sent to the colour step to pick another. */
  | { kind: 'color-change'; from: PartId; allowed: readonly PartId[]; cause?: PartId }
  /** The request cannot be done; nothing changed. */
  | { kind: 'impossible'; reason: ImpossibleReason; partId?: PartId; conflicting?: readonly PartId[] };

/** A resolution waiting for the buyer to confirm it (or pick an option of a group) or cancel. */
export type PendingResolution = ResolutionOk | ResolutionChoice;

export interface BuilderState {
  car: CarState;
  pending: PendingResolution | null;
  notice: BuilderNotice | null;
  /** Bumped on every adopted change, so the page can save the car "on every change". */
  revision: number;
}

export type BuilderAction =
  | { type: 'resolve'; resolution: Resolution }
  /** Adopts a resolution the buyer already saw and accepted. */
  | { type: 'adopt'; resolution: ResolutionOk }
  | { type: 'confirm' }
  | { type: 'cancel' }
  | { type: 'services'; next: CarState }
  | { type: 'reset'; car: CarState }
  | { type: 'dismiss-notice' };

function colorChangeOf(changes: readonly Change[]): BuilderNotice | null {
  for (const change of changes) {
    if (change.type === 'color-change-required') {
      const notice: BuilderNotice = { kind: 'color-change', from: change.from, allowed: change.allowed };
      if (change.cause !== undefined) notice.cause = change.cause;
      return notice;
    }
  }
  return null;
}

function adopt(state: BuilderState, resolution: ResolutionOk): BuilderState {
  return {
    car: resolution.next,
    pending: null,
    notice: colorChangeOf(resolution.changes),
    revision: state.revision + 1,
  };
}

/**
 * The builder's state machine over the domain conflict engine. A request either applies at once
 * (nothing beyond what the buyer asked changed), waits in `pending` for the conflicts modal
 * (confirm adopts `next`, cancel keeps the car as it was), or is refused with a notice.
 */
export function builderReducer(state: BuilderState, action: BuilderAction): BuilderState {
  switch (action.type) {
    case 'resolve': {
      const { resolution } = action;
      if (resolution.kind === 'impossible') {
        const notice: BuilderNotice = { kind: 'impossible', reason: resolution.reason };
        if (resolution.partId !== undefined) notice.partId = resolution.partId;
        if (resolution.conflicting !== undefined) notice.conflicting = resolution.conflicting;
        return { ...state, pending: null, notice };
      }
      if (needsConfirmation(resolution)) return { ...state, pending: resolution, notice: null };
      if (resolution.kind === 'ok' && resolution.changes.length === 0) return { ...state, notice: null };
      return adopt(state, resolution as ResolutionOk);
    }
    case 'adopt':
      return adopt(state, action.resolution);
    case 'confirm':
      if (state.pending?.kind !== 'ok') return state;
      return adopt(state, state.pending);
    case 'cancel':
      return state.pending ? { ...state, pending: null } : state;
    case 'services':
      return action.next === state.car ? state : { ...state, car: action.next, revision: state.revision + 1 };
    case 'reset':
      return { car: action.car, pending: null, notice: null, revision: state.revision + 1 };
    case 'dismiss-notice':
      return state.notice ? { ...state, notice: null } : state;
  }
}

export interface Builder {
  state: BuilderState;
  car: CarState;
  /** Adds an optional or accessory that is off the car, removes one that is on it. */
  togglePart(partId: PartId): void;
  pickColor(colorId: PartId): void;
  pickCoating(coatingId: PartId | null): void;
  setService(serviceId: string, on: boolean): void;
  /** What picking `optionId` in the pending choice would do (shown before the buyer confirms). */
  previewChoice(optionId: PartId): Resolution | null;
  /** Picks an option of the pending choice; the preview the buyer saw is what is adopted. */
  choose(optionId: PartId): void;
  confirm(): void;
  cancel(): void;
  reset(car: CarState): void;
  dismissNotice(): void;
}

/** The builder state of one version (`model`), starting from `initial`. */
export function useBuilder(model: BuildModel, initial: CarState): Builder {
  const [state, dispatch] = useReducer(builderReducer, initial, (car): BuilderState => ({
    car,
    pending: null,
    notice: null,
    revision: 0,
  }));
  const { car, pending } = state;

  const togglePart = useCallback(
    (partId: PartId) =>
      withEngine((engine) => {
        const resolution = car.selected.includes(partId)
          ? engine.resolveRemove(model, car, partId)
          : engine.resolveAdd(model, car, partId);
        dispatch({ type: 'resolve', resolution });
      }),
    [model, car],
  );
  const pickColor = useCallback(
    (colorId: PartId) =>
      withEngine((engine) =>
        dispatch({ type: 'resolve', resolution: engine.resolveColor(model, car, colorId) }),
      ),
    [model, car],
  );
  const pickCoating = useCallback(
    (coatingId: PartId | null) =>
      withEngine((engine) =>
        dispatch({ type: 'resolve', resolution: engine.resolveCoating(model, car, coatingId) }),
      ),
    [model, car],
  );
  const setServiceOn = useCallback(
    (serviceId: string, on: boolean) =>
      dispatch({ type: 'services', next: setService(model, car, serviceId, on) }),
    [model, car],
  );
  // Only the conflicts modal asks, and its chunk brings the engine.
  const previewChoice = useCallback(
    (optionId: PartId) => {
      const engine = loadedBuildEngine();
      return pending?.kind === 'choice' && engine ? engine.applyChoice(model, pending, optionId) : null;
    },
    [model, pending],
  );
  const choose = useCallback(
    (optionId: PartId) => {
      if (pending?.kind !== 'choice') return;
      withEngine((engine) => {
        const resolution = engine.applyChoice(model, pending, optionId);
        // The modal already listed what this pick changes, so an `ok` answer is adopted as confirmed;
        // a further group asks again.
        dispatch(resolution.kind === 'ok' ? { type: 'adopt', resolution } : { type: 'resolve', resolution });
      });
    },
    [model, pending],
  );

  return useMemo(
    () => ({
      state,
      car,
      togglePart,
      pickColor,
      pickCoating,
      setService: setServiceOn,
      previewChoice,
      choose,
      confirm: () => dispatch({ type: 'confirm' }),
      cancel: () => dispatch({ type: 'cancel' }),
      reset: (next: CarState) => dispatch({ type: 'reset', car: next }),
      dismissNotice: () => dispatch({ type: 'dismiss-notice' }),
    }),
    [state, car, togglePart, pickColor, pickCoating, setServiceOn, previewChoice, choose],
  );
}
