/** The e-mails of a booked call (ADR 0057): to the visitor and to the host. `{x}` is filled. */
export const bookingEmails = {
  visitor: {
    new: {
      subject: "Diagnóstico confirmado: {when}",
      intro: "Sua reunião de diagnóstico está marcada.",
    },
    moved: {
      subject: "Diagnóstico remarcado: {when}",
      intro: "Sua reunião de diagnóstico mudou de horário.",
    },
    cancel: {
      subject: "Diagnóstico cancelado: {when}",
      intro: "Sua reunião de diagnóstico foi cancelada. Quando quiser, marque outro horário.",
    },
    reminder24: {
      subject: "Amanhã: seu diagnóstico às {time}",
      intro: "Lembrete: sua reunião de diagnóstico é amanhã.",
    },
    reminder1: {
      subject: "Em 1 hora: seu diagnóstico às {time}",
      intro: "Lembrete: sua reunião de diagnóstico começa em 1 hora.",
    },
  },
  host: {
    new: {
      subject: "Nova reunião: {name} ({company}), {when}",
      intro: "Uma reunião de diagnóstico foi marcada com você.",
    },
    moved: {
      subject: "Reunião remarcada: {name} ({company}), {when}",
      intro: "Uma reunião de diagnóstico com você mudou de horário.",
    },
    cancel: {
      subject: "Reunião cancelada: {name} ({company}), {when}",
      intro: "Uma reunião de diagnóstico com você foi cancelada. O horário ficou livre.",
    },
    reminder24: {
      subject: "Amanhã: {name} ({company}) às {time}",
      intro: "Lembrete: amanhã você tem esta reunião de diagnóstico.",
    },
    reminder1: {
      subject: "Em 1 hora: {name} ({company}) às {time}",
      intro: "Lembrete: esta reunião de diagnóstico começa em 1 hora.",
    },
  },
  greeting: "Olá, {name}!",
  greetingNoName: "Olá!",
  when: "Quando: {when}",
  with: "Com: {host}",
  who: "Quem: {name}, {company} ({email}, {phone})",
  room: "Sala de vídeo:",
  roomLater: "Quem conduz a conversa envia o link da sala de vídeo por e-mail antes da reunião.",
  /** To a host who has not given their room's link. */
  roomMissing:
    "Você ainda não cadastrou o link da sua sala de vídeo (Minha conta › Disponibilidade): envie-o à pessoa antes da reunião.",
  google: "Adicionar ao Google Agenda",
  outlook: "Adicionar ao Outlook",
  reschedule: "Remarcar",
  cancel: "Cancelar",
  open: "Ver a reunião",
  lead: "Abrir o lead no painel",
  bookAgain: "Marcar outro horário",
  invite: "O convite está anexo: abra-o para salvar a reunião na sua agenda.",
  summary: "{title} com {host}",
  zone: "(horário de Brasília)",
};
