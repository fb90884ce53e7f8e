/** One choice in a lead form's list: its value exactly as the spec gives it, and its label. */
export type Option = { value: string; label: string };
