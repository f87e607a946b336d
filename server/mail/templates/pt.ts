import type { LocaleTexts } from "./types";

const topics = {
  login_alerts: "os alertas de início de sessão estão ativados",
  translation_finished: "as notificações de tradução estão ativadas",
  usage_limits: "as notificações de limite de utilização estão ativadas",
};

export const pt: LocaleTexts = {
  greeting: (name) => (name ? `Olá ${name},` : "Olá,"),
  linkFallback: "Se o botão não funcionar, copie este endereço para o seu navegador:",
  signature: "A equipa Polysub",
  optOut: (topic, link) =>
    `Recebe este e-mail porque ${topics[topic]}. Para os desativar, abra as definições de notificações: ${link}`,
  verify_email: ({ link, hours }) => ({
    subject: "Confirme o seu endereço de e-mail",
    paragraphs: [
      "Bem-vindo ao Polysub! Confirme o seu endereço de e-mail para concluir a criação da sua conta.",
      `Esta ligação é válida durante ${hours} horas. Se não criou nenhuma conta, ignore este e-mail.`,
    ],
    action: { label: "Confirmar o meu endereço de e-mail", url: link },
  }),
  password_reset: ({ link, minutes }) => ({
    subject: "Redefina a sua palavra-passe",
    paragraphs: [
      "Foi pedida a redefinição da palavra-passe da sua conta Polysub.",
      `Esta ligação é válida durante ${minutes} minutos e funciona uma única vez. Se não fez este pedido, ignore este e-mail: a sua palavra-passe mantém-se.`,
    ],
    action: { label: "Escolher uma nova palavra-passe", url: link },
  }),
  email_change_confirm: ({ link, hours, currentEmail }) => ({
    subject: "Confirme o seu novo endereço de e-mail",
    paragraphs: [
      `A conta Polysub de ${currentEmail} pediu para usar este endereço a partir de agora. A alteração é feita quando a confirmar aqui, num navegador com sessão iniciada nessa conta (inicie sessão primeiro se a página o pedir).`,
      `Este link é válido durante ${hours} horas. Se não conhece esta conta, ignore este e-mail e não abra o link: nada muda.`,
    ],
    action: { label: "Confirmar o novo endereço", url: link },
  }),
  email_change_requested: ({ newEmail, hours, approveLink, securityLink }) =>
    approveLink
      ? {
          subject: "Aprove a alteração do seu endereço de e-mail",
          paragraphs: [
            `Alguém com sessão iniciada na sua conta Polysub pediu para alterar o endereço dela para ${newEmail}. Nada muda até aprovar com este link, válido durante ${hours} horas.`,
            `Se não foi você, não abra o link e termine as suas sessões nas definições de segurança: ${securityLink}`,
          ],
          action: { label: "Aprovar a alteração", url: approveLink },
        }
      : {
          subject: "O seu endereço de e-mail vai mudar",
          paragraphs: [
            `Foi pedida a alteração do endereço da sua conta Polysub para ${newEmail}. A sua conta mantém este endereço até o link enviado para ${newEmail} ser aberto (no prazo de ${hours} horas).`,
            "Se não foi você, altere a sua palavra-passe e termine as suas sessões nas definições de segurança.",
          ],
          action: { label: "Ver as definições de segurança", url: securityLink },
        },
  account_action_link: ({ action, link, minutes, securityLink }) =>
    action === "delete"
      ? {
          subject: "Confirme a eliminação da sua conta",
          paragraphs: [
            "Alguém com sessão iniciada na sua conta Polysub pediu para a eliminar, com os seus ficheiros, traduções e sessões. Nada é eliminado até confirmar com esta ligação.",
            `A ligação é válida durante ${minutes} minutos. Se não foi você, não a abra e termine as suas sessões nas definições de segurança: ${securityLink}`,
          ],
          action: { label: "Eliminar a minha conta", url: link },
        }
      : {
          subject: "Confirme a ativação da autenticação de dois fatores",
          paragraphs: [
            "Alguém com sessão iniciada na sua conta Polysub configurou a autenticação de dois fatores com uma aplicação de autenticação. Depois de ativada, cada início de sessão pede um código dessa aplicação. Fica desativada até a confirmar com esta ligação.",
            `A ligação é válida durante ${minutes} minutos. Se não foi você, não a abra: poderiam impedi-lo de aceder à sua conta. Termine as suas sessões nas definições de segurança: ${securityLink}`,
          ],
          action: { label: "Ativar a autenticação de dois fatores", url: link },
        },
  password_changed: ({ when, device, ip, resetLink }) => ({
    subject: "A sua palavra-passe foi alterada",
    paragraphs: [
      `A palavra-passe da sua conta Polysub foi alterada em ${when}.`,
      `Dispositivo: ${device}. Endereço: ${ip}.`,
      "Se foi você, não precisa de fazer nada. Caso contrário, outra pessoa está a usar a sua conta: escolha uma nova palavra-passe com o botão abaixo (a ligação chega a este endereço), o que termina a sessão em todos os dispositivos, e reveja depois as definições de segurança.",
    ],
    action: { label: "Escolher uma nova palavra-passe", url: resetLink },
  }),
  login_alert: ({ when, device, ip, securityLink }) => ({
    subject: "Novo início de sessão na sua conta",
    paragraphs: [
      `Foi iniciada uma sessão na sua conta a partir de um novo dispositivo em ${when}.`,
      `Dispositivo: ${device}. Endereço: ${ip}.`,
      "Se foi você, não precisa de fazer nada. Caso contrário, altere a sua palavra-passe e termine a sessão desse dispositivo nas definições de segurança.",
    ],
    action: { label: "Rever as minhas sessões", url: securityLink },
  }),
  translation_finished: ({ filename, source, target, status, error, link }) =>
    status === "completed"
      ? {
          subject: `A sua tradução de ${filename} está pronta`,
          paragraphs: [`A tradução de ${filename} (${source} → ${target}) está concluída.`],
          action: { label: "Abrir a tradução", url: link },
        }
      : {
          subject: `A tradução de ${filename} falhou`,
          paragraphs: [
            `Não foi possível concluir a tradução de ${filename} (${source} → ${target}).`,
            ...(error ? [`Motivo: ${error}`] : []),
            "Pode iniciá-la de novo a partir do seu histórico.",
          ],
          action: { label: "Abrir o meu histórico", url: link },
        },
  usage_limit: ({ percent, used, limit, period, unit, pricingLink }) => {
    const [all, of, noun] =
      unit === "characters" ? ["todos os", "dos", "caracteres"] : ["todas as", "das", "traduções"];
    const span = period === "day" ? "hoje" : "este mês";
    return percent === 100
      ? {
          subject: "Atingiu o limite do seu plano",
          paragraphs: [
            `Utilizou ${all} ${limit} ${noun} que o seu plano permite ${span}.`,
            `Poderá fazer novas traduções ${period === "day" ? "amanhã" : "no próximo mês"}, ou já com um plano pago.`,
          ],
          action: { label: "Ver os planos", url: pricingLink },
        }
      : {
          subject: `Utilizou ${percent}% ${of} ${noun} do seu plano`,
          paragraphs: [`Utilizou ${used} ${of} ${limit} ${noun} que o seu plano permite ${span}.`],
          action: { label: "Ver os planos", url: pricingLink },
        };
  },
  contact_acknowledgement: ({ supportEmail }) => ({
    subject: "Recebemos a sua mensagem",
    paragraphs: [
      "Obrigado por nos ter escrito. Recebemos a sua mensagem e responderemos no prazo de 24 horas, de segunda a sexta-feira, das 9h00 às 18h00 (CET).",
      ...(supportEmail
        ? [`Para acrescentar algo, responda a este e-mail ou escreva para ${supportEmail}.`]
        : []),
    ],
  }),
  gdpr_acknowledgement: ({ kind, days, privacyEmail }) => ({
    subject: `Recebemos o seu pedido sobre os seus dados (${{ access: "acesso", rectification: "retificação", erasure: "apagamento", portability: "portabilidade", objection: "oposição" }[kind]})`,
    paragraphs: [
      "Recebemos o seu pedido relativo aos seus dados pessoais. O contacto de proteção de dados verificará que vem de si e responderá no prazo de 72 horas.",
      `O pedido será tratado no prazo máximo de ${days} dias, como exige o RGPD. Para acrescentar algo, responda a este e-mail ou escreva para ${privacyEmail}.`,
    ],
  }),
};
