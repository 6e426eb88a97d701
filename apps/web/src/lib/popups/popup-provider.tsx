import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../i18n/use-translation';
import type { ConfirmDialog as ConfirmDialogType } from './confirm-dialog';
import { PopupContext, toastDuration, type ConfirmOptions, type Popups, type ToastKind, type ToastOptions } from './popup-context';
import { useHydrated } from '../page/use-hydrated';

let ConfirmDialog: typeof ConfirmDialogType | undefined;
let dialogChunk: Promise<typeof ConfirmDialogType> | undefined;

/**
 * The confirmation dialog's code, fetched when the first one is asked for: most visits never see
 * one, so it is not in every page's first script. A failed fetch is forgotten, so the next one retries.
 */
function loadConfirmDialog(): Promise<typeof ConfirmDialogType> {
  dialogChunk ??= import('./confirm-dialog').then(
    (module) => (ConfirmDialog = module.ConfirmDialog),
    (error: unknown) => {
      dialogChunk = undefined;
      throw error;
    },
  );
  return dialogChunk;
}

interface PendingConfirm {
  id: number;
  options: ConfirmOptions;
  resolve: () => void;
}

interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

/**
 * Holds the page's popups: confirmations shown one at a time (the rest of the page is inert
 * meanwhile) and timed messages announced to screen readers.
 */
export function PopupProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [confirms, setConfirms] = useState<PendingConfirm[]>([]);
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismissToast = useCallback((id: number) => {
    const timer = timers.current.get(id);
    if (timer) clearTimeout(timer);
    timers.current.delete(id);
    setToasts((list) => list.filter((toast) => toast.id !== id));
  }, []);

  const toast = useCallback(
    (message: string, options: ToastOptions = {}) => {
      const id = nextId.current++;
      setToasts((list) => [...list, { id, kind: options.kind ?? 'info', message }]);
      timers.current.set(
        id,
        setTimeout(() => dismissToast(id), toastDuration(options)),
      );
      return id;
    },
    [dismissToast],
  );

  // Queued once the dialog's code is there, so the page turns inert in the same render the dialog
  // takes focus. Should the code not arrive (the connection dropped), the message still shows, as a
  // timed message of its kind.
  const confirm = useCallback(
    (options: ConfirmOptions) =>
      new Promise<void>((resolve) => {
        const id = nextId.current++;
        loadConfirmDialog().then(
          () => setConfirms((list) => [...list, { id, options, resolve }]),
          () => {
            toast(options.message, { kind: options.kind });
            resolve();
          },
        );
      }),
    [toast],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const hydrated = useHydrated();
  const current = confirms[0];
  const closeCurrent = useCallback(() => {
    if (!current) return;
    setConfirms((list) => list.filter((item) => item.id !== current.id));
    current.resolve();
  }, [current]);

  const value = useMemo<Popups>(() => ({ confirm, toast, dismissToast }), [confirm, toast, dismissToast]);
  const messages = toasts.filter((item) => item.kind !== 'error');
  const errors = toasts.filter((item) => item.kind === 'error');

  const renderToast = (item: Toast) => (
    <div key={item.id} className={`toast toast--${item.kind}`}>
      <p className="toast__message">{item.message}</p>
      <button type="button" className="toast__close" onClick={() => dismissToast(item.id)} aria-label={t('actions.dismiss')}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );

  return (
    <PopupContext.Provider value={value}>
      <div className="app-root" inert={current ? true : undefined}>
        {children}
      </div>
      {/* The server has no document: the regions come in once the page runs in the browser. */}
      {hydrated && createPortal(
        <>
          <section className="toast-region" aria-label={t('popups.notifications')}>
            <div role="status" aria-live="polite">
              {messages.map(renderToast)}
            </div>
            <div role="alert" aria-live="assertive">
              {errors.map(renderToast)}
            </div>
          </section>
          {current && ConfirmDialog ? (
            <ConfirmDialog key={current.id} options={current.options} onClose={closeCurrent} />
          ) : null}
        </>,
        document.body,
      )}
    </PopupContext.Provider>
  );
}
