import { createContext, useContext } from 'react';

/** Spec document 1 §9: a message popup stays 5000 ms, an error popup 4000 ms. */
export const MESSAGE_POPUP_MS = 5000;
export const ERROR_POPUP_MS = 4000;

export type ConfirmKind = 'success' | 'error';
export type ToastKind = 'info' | 'success' | 'error';

export interface ConfirmOptions {
  kind: ConfirmKind;
  message: string;
  /** Heading of the dialog; defaults to the kind's translated title. */
  title?: string;
  /** Text of the closing button; defaults to the translated "OK". */
  buttonText?: string;
}

export interface ToastOptions {
  kind?: ToastKind;
  /** How long the message stays; defaults by kind (error 4000 ms, others 5000 ms). */
  durationMs?: number;
}

export interface Popups {
  /** Shows a success or error confirmation; resolves when the person closes it. */
  confirm(options: ConfirmOptions): Promise<void>;
  /** Shows a timed message; returns its id. */
  toast(message: string, options?: ToastOptions): number;
  dismissToast(id: number): void;
}

export const PopupContext = createContext<Popups | null>(null);

export function usePopups(): Popups {
  const popups = useContext(PopupContext);
  if (!popups) throw new Error('usePopups must be used inside <PopupProvider>');
  return popups;
}

export function toastDuration(options: ToastOptions = {}): number {
  return options.durationMs ?? (options.kind === 'error' ? ERROR_POPUP_MS : MESSAGE_POPUP_MS);
}
