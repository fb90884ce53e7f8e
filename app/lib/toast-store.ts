import { useSyncExternalStore } from "react";
import type { Toast } from "./toast";

/**
 * Toasts raised in the browser (form replies with JavaScript). The root shows the newest one;
 * without JavaScript the flash cookie's toast is rendered by the server instead.
 */
type Entry = { toast: Toast | null; id: number };

let current: Entry | undefined;
let nextId = 1;
const listeners = new Set<() => void>();

export function showToast(toast: Toast) {
  current = { toast, id: nextId++ };
  for (const listener of listeners) listener();
}

/** An error toast is about the last attempt: a new attempt takes it away. */
export function closeErrorToast() {
  if (current?.toast?.variant !== "error") return;
  current = { toast: null, id: nextId++ };
  for (const listener of listeners) listener();
}

/**
 * A toast belongs to the page that raised it: leaving it (a form's redirect to the calendar)
 * takes it away, and the new page's own flash message, if any, is shown instead.
 */
export function clearClientToast() {
  if (!current) return;
  current = undefined;
  for (const listener of listeners) listener();
}

export function useClientToast(): Entry | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => undefined,
  );
}
