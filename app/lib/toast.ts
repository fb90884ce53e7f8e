/** A message to the visitor after an action or a redirect (spec section 8). */
export interface Toast {
  title: string;
  description?: string;
  variant?: "success" | "error";
}
