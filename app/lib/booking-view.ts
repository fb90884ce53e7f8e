// What a page of slots shows (ADR 0057), as the server builds it and the component renders it.

export interface DayView {
  /** "YYYY-MM-DD" in the team's zone: the day's link `?dia=`. */
  date: string;
  label: string;
  count: number;
}

export interface TimeView {
  /** The instant, as the form's button sends it. */
  iso: string;
  label: string;
}

export type BookingView =
  | { mode: "external"; url: string; scriptUrl?: string }
  | {
      mode: "slots";
      zone: string;
      lengthMinutes: number;
      days: DayView[];
      day: string | null;
      dayLabel: string;
      times: TimeView[];
      prefill: Record<"name" | "email" | "phone" | "company", string> | null;
    };

/** 'qui., 3 de dez.' in `zone`. */
export const dayLabel = (instant: Date, zone: string) =>
  new Intl.DateTimeFormat("pt-BR", {
    timeZone: zone,
    weekday: "short",
    day: "numeric",
    month: "short",
  }).format(instant);

/** '14:00' in `zone`. */
export const timeLabel = (instant: Date, zone: string) =>
  new Intl.DateTimeFormat("pt-BR", { timeZone: zone, hour: "2-digit", minute: "2-digit" }).format(
    instant,
  );

/** 'quinta-feira, 3 de dezembro de 2026 às 14:00' in `zone`. */
export const whenLabel = (instant: Date, zone: string) => {
  const day = new Intl.DateTimeFormat("pt-BR", { timeZone: zone, dateStyle: "full" }).format(
    instant,
  );
  return `${day} às ${timeLabel(instant, zone)}`;
};
