import type { LocaleTexts } from "./types";

const topics = {
  login_alerts: "las alertas de inicio de sesión están activadas",
  translation_finished: "las notificaciones de traducción están activadas",
  usage_limits: "las notificaciones de límite de uso están activadas",
};

export const es: LocaleTexts = {
  greeting: (name) => (name ? `Hola, ${name}:` : "Hola:"),
  linkFallback: "Si el botón no funciona, copia esta dirección en tu navegador:",
  signature: "El equipo de Polysub",
  optOut: (topic, link) =>
    `Recibes este correo porque ${topics[topic]}. Para desactivarlas, abre tus ajustes de notificaciones: ${link}`,
  verify_email: ({ link, hours }) => ({
    subject: "Confirma tu dirección de correo",
    paragraphs: [
      "¡Te damos la bienvenida a Polysub! Confirma tu dirección de correo para terminar de crear tu cuenta.",
      `Este enlace es válido durante ${hours} horas. Si no has creado ninguna cuenta, ignora este correo.`,
    ],
    action: { label: "Confirmar mi dirección de correo", url: link },
  }),
  password_reset: ({ link, minutes }) => ({
    subject: "Restablece tu contraseña",
    paragraphs: [
      "Alguien ha pedido restablecer la contraseña de tu cuenta de Polysub.",
      `Este enlace es válido durante ${minutes} minutos y solo funciona una vez. Si no lo has pedido tú, ignora este correo: tu contraseña no cambia.`,
    ],
    action: { label: "Elegir una nueva contraseña", url: link },
  }),
  email_change_confirm: ({ link, hours, currentEmail }) => ({
    subject: "Confirma tu nueva dirección de correo",
    paragraphs: [
      `La cuenta de Polysub de ${currentEmail} ha pedido usar esta dirección a partir de ahora. El cambio se hace cuando lo confirmas aquí, en un navegador con la sesión de esa cuenta iniciada (inicia sesión primero si la página lo pide).`,
      `Este enlace es válido durante ${hours} horas. Si no conoces esta cuenta, ignora este correo y no abras el enlace: no cambia nada.`,
    ],
    action: { label: "Confirmar mi nueva dirección", url: link },
  }),
  email_change_requested: ({ newEmail, hours, approveLink, securityLink }) =>
    approveLink
      ? {
          subject: "Aprueba el cambio de tu dirección de correo",
          paragraphs: [
            `Alguien con una sesión abierta en tu cuenta de Polysub ha pedido cambiar su dirección a ${newEmail}. No cambia nada hasta que lo apruebes con este enlace, válido durante ${hours} horas.`,
            `Si no has sido tú, no abras el enlace y cierra tus sesiones desde la configuración de seguridad: ${securityLink}`,
          ],
          action: { label: "Aprobar el cambio", url: approveLink },
        }
      : {
          subject: "Tu dirección de correo va a cambiar",
          paragraphs: [
            `Se ha pedido cambiar la dirección de tu cuenta de Polysub a ${newEmail}. Tu cuenta conserva esta dirección hasta que se abra el enlace enviado a ${newEmail} (en un plazo de ${hours} horas).`,
            "Si no has sido tú, cambia tu contraseña y cierra tus sesiones desde la configuración de seguridad.",
          ],
          action: { label: "Revisar mi configuración de seguridad", url: securityLink },
        },
  account_action_link: ({ action, link, minutes, securityLink }) =>
    action === "delete"
      ? {
          subject: "Confirma la eliminación de tu cuenta",
          paragraphs: [
            "Alguien con la sesión iniciada en tu cuenta de Polysub ha pedido eliminarla, con sus archivos, traducciones y sesiones. No se elimina nada hasta que lo confirmes con este enlace.",
            `El enlace es válido durante ${minutes} minutos. Si no has sido tú, no lo abras y cierra tus sesiones desde tus ajustes de seguridad: ${securityLink}`,
          ],
          action: { label: "Eliminar mi cuenta", url: link },
        }
      : {
          subject: "Confirma la activación de la verificación en dos pasos",
          paragraphs: [
            "Alguien con la sesión iniciada en tu cuenta de Polysub ha configurado la verificación en dos pasos con una aplicación de autenticación. Una vez activada, cada inicio de sesión pide un código de esa aplicación. Sigue desactivada hasta que la confirmes con este enlace.",
            `El enlace es válido durante ${minutes} minutos. Si no has sido tú, no lo abras: podrían dejarte sin acceso a tu cuenta. Cierra tus sesiones desde tus ajustes de seguridad: ${securityLink}`,
          ],
          action: { label: "Activar la verificación en dos pasos", url: link },
        },
  password_changed: ({ when, device, ip, resetLink }) => ({
    subject: "Se ha cambiado tu contraseña",
    paragraphs: [
      `La contraseña de tu cuenta de Polysub se cambió el ${when}.`,
      `Dispositivo: ${device}. Dirección: ${ip}.`,
      "Si has sido tú, no tienes que hacer nada. Si no, otra persona está usando tu cuenta: elige una contraseña nueva con el botón de abajo (el enlace llega a esta dirección), lo que cierra la sesión en todos los dispositivos, y revisa después tus ajustes de seguridad.",
    ],
    action: { label: "Elegir una contraseña nueva", url: resetLink },
  }),
  login_alert: ({ when, device, ip, securityLink }) => ({
    subject: "Nuevo inicio de sesión en tu cuenta",
    paragraphs: [
      `Se ha iniciado sesión en tu cuenta desde un dispositivo nuevo el ${when}.`,
      `Dispositivo: ${device}. Dirección: ${ip}.`,
      "Si has sido tú, no tienes que hacer nada. Si no, cambia tu contraseña y cierra la sesión de ese dispositivo en tus ajustes de seguridad.",
    ],
    action: { label: "Revisar mis sesiones", url: securityLink },
  }),
  translation_finished: ({ filename, source, target, status, error, link }) =>
    status === "completed"
      ? {
          subject: `Tu traducción de ${filename} está lista`,
          paragraphs: [`La traducción de ${filename} del ${source} al ${target} ha terminado.`],
          action: { label: "Abrir la traducción", url: link },
        }
      : {
          subject: `La traducción de ${filename} ha fallado`,
          paragraphs: [
            `La traducción de ${filename} del ${source} al ${target} no se ha podido completar.`,
            ...(error ? [`Motivo: ${error}`] : []),
            "Puedes volver a iniciarla desde tu historial.",
          ],
          action: { label: "Abrir mi historial", url: link },
        },
  usage_limit: ({ percent, used, limit, period, unit, pricingLink }) => {
    const [art, noun] = unit === "characters" ? ["los", "caracteres"] : ["las", "traducciones"];
    const span = period === "day" ? "hoy" : "este mes";
    return percent === 100
      ? {
          subject: "Has alcanzado el límite de tu plan",
          paragraphs: [
            `Has usado ${art} ${limit} ${noun} que tu plan permite ${span}.`,
            `Podrás hacer nuevas traducciones ${period === "day" ? "mañana" : "el mes que viene"}, o ahora mismo con un plan de pago.`,
          ],
          action: { label: "Ver los planes", url: pricingLink },
        }
      : {
          subject: `Has usado el ${percent} % de ${art} ${noun} de tu plan`,
          paragraphs: [`Has usado ${used} de ${art} ${limit} ${noun} que tu plan permite ${span}.`],
          action: { label: "Ver los planes", url: pricingLink },
        };
  },
  contact_acknowledgement: ({ supportEmail }) => ({
    subject: "Hemos recibido tu mensaje",
    paragraphs: [
      "Gracias por escribirnos. Hemos recibido tu mensaje y te responderemos en un plazo de 24 horas, de lunes a viernes, de 9:00 a 18:00 (CET).",
      ...(supportEmail ? [`Para añadir algo, responde a este correo o escribe a ${supportEmail}.`] : []),
    ],
  }),
  gdpr_acknowledgement: ({ kind, days, privacyEmail }) => ({
    subject: `Hemos recibido tu solicitud sobre tus datos (${{ access: "acceso", rectification: "rectificación", erasure: "supresión", portability: "portabilidad", objection: "oposición" }[kind]})`,
    paragraphs: [
      "Hemos recibido tu solicitud sobre tus datos personales. El contacto de protección de datos comprobará que procede de ti y te responderá en un plazo de 72 horas.",
      `La solicitud se atenderá como máximo en ${days} días, como exige el RGPD. Para añadir algo, responde a este correo o escribe a ${privacyEmail}.`,
    ],
  }),
};
