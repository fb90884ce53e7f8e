import { Form, useNavigation } from "react-router";
import { plural } from "~/lib/plural";
import { dangerButton, primaryButton } from "./styles";

/**
 * LGPD: deletes the person's data at their request. A required checkbox stands in for a
 * confirmation dialog, so it works the same without JavaScript.
 */
export function EraseData({
  email,
  leads,
  drafts,
}: {
  email: string;
  leads: number;
  drafts: number;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "erase";
  const what = email
    ? `Apaga ${plural(leads, "envio", "envios")} com o e-mail ${email}${drafts ? ` e ${plural(drafts, "rascunho do REI", "rascunhos do REI")}` : ""}.`
    : "Apaga este envio.";
  return (
    <section
      id="excluir-dados"
      aria-labelledby="excluir-dados-titulo"
      className="mt-10 rounded-xl border border-slate-200 p-4"
    >
      <h2 id="excluir-dados-titulo" className="text-xl font-semibold text-ink">
        Excluir dados
      </h2>
      <p className="mt-1 text-sm text-slate-700 [overflow-wrap:anywhere]">
        {what} Use quando a pessoa pedir a exclusão dos seus dados (LGPD). Não pode ser desfeito.
      </p>
      <Form method="post" className="mt-3 space-y-3">
        <input type="hidden" name="intent" value="erase" />
        <label className="flex items-start gap-2 text-sm text-ink">
          <input type="checkbox" name="confirm" required className="mt-1 size-4" />
          Confirmo que quero excluir esses dados.
        </label>
        <button type="submit" disabled={busy} className={dangerButton}>
          {busy ? "Excluindo..." : "Excluir dados"}
        </button>
      </Form>
    </section>
  );
}

/**
 * A held submission: why, and what staff can do. Deleting asks for a ticked box instead of a
 * dialog, so it works the same without JavaScript.
 */
export function SuspectBox({
  reason,
  explanation,
  releaseDelivers,
  sweptFrom,
}: {
  reason: string;
  explanation: string | null;
  releaseDelivers: boolean;
  sweptFrom: string | null;
}) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  return (
    <section
      id="envio-suspeito"
      aria-labelledby="envio-suspeito-titulo"
      className="mt-6 rounded-xl border border-violet-200 bg-violet-50 p-4 text-violet-950"
    >
      <h2 id="envio-suspeito-titulo" className="font-semibold">
        Envio retido pelos filtros de spam
      </h2>
      <p className="mt-1 text-sm">
        <strong>{`Motivo: ${reason}.`}</strong>
        {explanation ? ` ${explanation}` : null}
      </p>
      <p className="mt-2 text-sm">
        {`Ele não foi entregue nem conta como lead. Se for de uma pessoa de verdade, libere: ${releaseDelivers ? "ele entra na fila de envio como qualquer lead" : "ele fica guardado como lead no painel (este formulário não tem webhook configurado)"}. Se for spam, exclua.${sweptFrom ? ` Se ninguém o liberar, ele é excluído automaticamente a partir de ${sweptFrom}.` : ""}`}
      </p>
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-end sm:gap-8">
        <Form method="post">
          <input type="hidden" name="intent" value="release" />
          <button type="submit" disabled={submitting === "release"} className={primaryButton}>
            {submitting === "release" ? "Liberando..." : "Liberar"}
          </button>
        </Form>
        <Form
          method="post"
          className="space-y-3 border-t border-violet-200 pt-4 sm:border-t-0 sm:border-l sm:pt-0 sm:pl-8"
          aria-label="Excluir este envio"
        >
          <input type="hidden" name="intent" value="delete" />
          <label className="flex items-start gap-2 text-sm">
            <input type="checkbox" name="confirm" required className="mt-1 size-4" />
            Confirmo que quero excluir este envio.
          </label>
          <button type="submit" disabled={submitting === "delete"} className={dangerButton}>
            {submitting === "delete" ? "Excluindo..." : "Excluir"}
          </button>
        </Form>
      </div>
    </section>
  );
}

/** A delivery that failed: how many attempts, and 'Reenviar', which queues the lead again. */
export function ResendBox({ failed, attempts }: { failed: boolean; attempts: number }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "resend";
  return (
    <section
      aria-labelledby="entrega-falhou"
      className="mt-6 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900"
    >
      <h2 id="entrega-falhou" className="font-semibold">
        {failed
          ? "A entrega deste lead falhou"
          : "A entrega deste lead falhou e será tentada de novo"}
      </h2>
      <p className="mt-1 text-sm">
        {`Houve ${attempts} ${attempts === 1 ? "tentativa" : "tentativas"} sem sucesso. `}
        Reenvie quando o destino estiver funcionando: o lead volta para a fila e é enviado em
        seguida.
      </p>
      <Form method="post" className="mt-3">
        <input type="hidden" name="intent" value="resend" />
        <button type="submit" disabled={busy} className={primaryButton}>
          {busy ? "Reenviando..." : "Reenviar"}
        </button>
      </Form>
    </section>
  );
}
