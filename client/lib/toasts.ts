import { atom } from "jotai";
import { appStore } from "./store";

export type ToastType = "success" | "error" | "warning" | "info";

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface Toast {
  id: string;
  type: ToastType;
  title?: string;
  description?: string;
  /** Milliseconds before it closes by itself; 0 or less stays until dismissed. */
  duration: number;
  action?: ToastAction;
}

export type ToastInput = Omit<Toast, "id" | "duration" | "type"> & Partial<Pick<Toast, "duration" | "type">>;

export const DEFAULT_TOAST_DURATION = 5000;
/** Enough to read a few outcomes; older toasts make room instead of piling up over the page. */
const MAX_VISIBLE = 4;

export function withToast(list: readonly Toast[], toast: Toast): Toast[] {
  return [...list, toast].slice(-MAX_VISIBLE);
}

export function withoutToast(list: readonly Toast[], id: string): Toast[] {
  return list.filter((toast) => toast.id !== id);
}

export function makeToast(input: ToastInput, id: string): Toast {
  return { ...input, id, type: input.type ?? "info", duration: input.duration ?? DEFAULT_TOAST_DURATION };
}

export const toastsAtom = atom<Toast[]>([]);

export function dismissToast(id: string): void {
  appStore.set(toastsAtom, (list) => withoutToast(list, id));
}

export function showToast(input: ToastInput): string {
  const toast = makeToast(input, crypto.randomUUID());
  appStore.set(toastsAtom, (list) => withToast(list, toast));
  if (toast.duration > 0) setTimeout(() => dismissToast(toast.id), toast.duration);
  return toast.id;
}

/** The toast of a failed request, with the title and description that describeError gave it. */
export function showErrorToast(text: { title: string; description: string }): void {
  showToast({ type: "error", title: text.title, description: text.description });
}
