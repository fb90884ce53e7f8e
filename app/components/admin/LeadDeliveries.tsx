import { Form, useNavigation } from "react-router";
import { secondaryButton } from "./styles";

export interface LeadDeliveryView {
  id: string;
  /** What is sent, to whom: 'E-mail do material para ana@…'. */
  label: string;
  /** Where it stands, in a sentence. */
  state: string;
  lastError: string | null;
  canResend: boolean;
}

/**
 * What the site sends on the lead's behalf besides its webhook (ADR 0039): each with where it
 * stands, its last error, and 'Reenviar' when it failed or waits for a retry. Plain posts, so
 * it works without JavaScript.
 */
export function LeadDeliveries({
  deliveries,
  mailOff,
}: {
  deliveries: LeadDeliveryView[];
  /** An e-mail is waiting but SMTP_URL is not set: say so. */
  mailOff: boolean;
}) {
  const navigation = useNavigation();
  if (deliveries.length === 0) return null;
  return (
    <section
      aria-labelledby="envios-titulo"
      className="mt-8 rounded-xl border border-slate-200 p-4"
    >
      <h2 id="envios-titulo" className="text-xl font-semibold text-ink">
        Envios
      </h2>
      {mailOff ? (
        <p className="mt-1 text-sm text-amber-800">
          O envio de e-mails não está configurado (SMTP_URL): os e-mails ficam guardados aqui.
        </p>
      ) : null}
      <ul className="mt-3 divide-y divide-slate-200">
        {deliveries.map((delivery) => {
          const busy =
            navigation.state === "submitting" &&
            navigation.formData?.get("delivery") === delivery.id;
          return (
            <li
              key={delivery.id}
              className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-medium text-ink [overflow-wrap:anywhere]">{delivery.label}</p>
                <p className="text-sm text-slate-700">{delivery.state}</p>
                {delivery.lastError ? (
                  <p className="text-sm text-red-800 [overflow-wrap:anywhere]">
                    {`Último erro: ${delivery.lastError}`}
                  </p>
                ) : null}
              </div>
              {delivery.canResend ? (
                <Form method="post">
                  <input type="hidden" name="intent" value="resend-delivery" />
                  <input type="hidden" name="delivery" value={delivery.id} />
                  <button
                    type="submit"
                    disabled={busy}
                    className={secondaryButton}
                    aria-label={`Reenviar: ${delivery.label}`}
                  >
                    {busy ? "Reenviando..." : "Reenviar"}
                  </button>
                </Form>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
