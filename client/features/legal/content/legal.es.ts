import type { LegalFacts, LegalTexts } from "./types";

export default (f: LegalFacts): LegalTexts => ({
  privacy: {
    intro:
      "Esta política explica qué trata Polysub cuando lo usa, por qué, dónde se guarda y durante cuánto tiempo. Polysub no vende nada a anunciantes y no usa analítica ni seguimiento.",
    sections: [
      {
        heading: "Responsable",
        blocks: [
          `El operador de este servicio Polysub es el responsable del tratamiento de sus datos personales. Las preguntas sobre sus datos van al contacto de protección de datos, ${f.email}, que responde en un plazo de ${f.replyHours} horas.`,
        ],
      },
      {
        heading: "Qué tratamos",
        blocks: [
          [
            "Los archivos de subtítulos que sube, su nombre y su texto, y las traducciones hechas a partir de ellos.",
            "Un identificador de dispositivo aleatorio que su navegador crea en la primera visita y envía con cada solicitud, para que solo su dispositivo vea sus archivos. No es una cookie y no dice nada de usted.",
            "Su dirección IP y su identificador de dispositivo, para contar los archivos del límite diario del plan gratuito.",
            "Con una cuenta: su nombre, su correo electrónico, un hash de su contraseña (nunca la contraseña), sus sesiones (dispositivo, dirección IP, fechas), su configuración de doble factor, su plan y sus preferencias.",
            "Con una suscripción: el proveedor de pagos (Stripe) gestiona su tarjeta; solo recibimos el plan, el estado y las fechas de la suscripción.",
            "Los mensajes que nos envía mediante el formulario de contacto.",
          ],
        ],
      },
      {
        heading: "Por qué",
        blocks: [
          "Para traducir y exportar sus archivos (prestación del servicio que solicita), para mantener el servicio seguro y evitar abusos (interés legítimo) y para facturar las suscripciones (contrato y obligaciones contables). Sus datos nunca se usan para publicidad ni para elaborar perfiles.",
        ],
      },
      {
        heading: "Servicios de traducción",
        blocks: [
          "Para traducir un archivo, el texto de sus subtítulos —no su nombre ni su identidad— se envía al servicio que elige: MyMemory (Translated, Italia), DeepL (DeepL SE, Alemania) u OpenAI (Estados Unidos, con las cláusulas contractuales tipo de la Comisión Europea) o el servidor compatible configurado por el operador. Solo tratan el texto para devolver la traducción.",
        ],
      },
      {
        heading: "Cuánto tiempo lo guardamos",
        blocks: [
          [
            `Archivos subidos y resultados traducidos: se eliminan ${f.fileDays} días después de la subida, o en cuanto usted los elimina.`,
            `Historial de traducciones de una cuenta: ${f.freeHistoryDays} días en el plan gratuito, ${f.premiumHistoryDays} días en Premium y, en Pro, mientras exista la cuenta.`,
            `Historial de un visitante: en el servidor, vinculado al identificador del dispositivo, durante ${f.freeHistoryDays} días (como en el plan gratuito); en su dispositivo, hasta que lo elimine.`,
            "Datos de la cuenta: mientras exista la cuenta. Eliminar la cuenta la elimina al instante, con sus archivos, traducciones y sesiones, y cancela cualquier suscripción.",
            "Mensajes de contacto: solo el tiempo necesario para atender su solicitud.",
          ],
        ],
      },
      {
        heading: "En su dispositivo",
        blocks: [
          "Sus archivos, su historial de traducciones y sus preferencias se guardan en el IndexedDB de su navegador, y su tema e idioma de la interfaz en su localStorage, para que la aplicación funcione sin conexión. La página de cookies y almacenamiento enumera cada elemento.",
        ],
      },
      {
        heading: "Seguridad",
        blocks: [
          "Las contraseñas solo se guardan como un hash de alto coste en memoria (Argon2id). Los enlaces de restablecimiento de contraseña y de verificación de correo son de un solo uso y caducan. Cada dispositivo solo ve sus propios archivos, y cada cuenta solo los suyos.",
        ],
      },
      {
        heading: "Sus derechos",
        blocks: [
          "Puede acceder a sus datos, corregirlos, exportarlos, eliminarlos y oponerse a su tratamiento. La página RGPD explica cómo.",
        ],
      },
    ],
  },
  terms: {
    intro: "Estas condiciones rigen el uso de Polysub. Al usar el servicio, las acepta.",
    sections: [
      {
        heading: "El servicio",
        blocks: [
          "Polysub comprueba archivos de subtítulos, los traduce con servicios de traducción automática y los exporta en varios formatos y codificaciones. La traducción automática puede equivocarse: revise el resultado antes de publicarlo.",
        ],
      },
      {
        heading: "Planes y límites",
        blocks: [
          `El plan gratuito, con o sin cuenta, permite ${f.freeFilesPerDay} archivos al día, hasta ${f.freeSubtitles} subtítulos por archivo, el servicio MyMemory y los formatos SRT y VTT. Premium y Pro eliminan estos límites y añaden servicios y formatos, como describe la página de precios.`,
        ],
      },
      {
        heading: "Su contenido",
        blocks: [
          "Conserva todos los derechos sobre sus archivos. Confirma que puede hacerlos traducir. Solo nos autoriza lo que el servicio necesita: guardarlos, enviar su texto al servicio de traducción elegido y devolverle el resultado.",
        ],
      },
      {
        heading: "Uso aceptable",
        blocks: [
          [
            "No suba contenido ilícito ni contenido que no tenga derecho a usar.",
            "No intente eludir los límites de los planes, acceder a datos de otros usuarios ni perturbar el servicio.",
            "El uso automatizado se hace a través de la API, dentro de sus límites.",
          ],
        ],
      },
      {
        heading: "Suscripciones",
        blocks: [
          `Premium y Pro se facturan mensual o anualmente a través de Stripe, tras una prueba de ${f.trialDays} días. Puede cancelar en cualquier momento en el portal de facturación; la cancelación surte efecto al final del periodo ya pagado.`,
        ],
      },
      {
        heading: "Disponibilidad y responsabilidad",
        blocks: [
          "Trabajamos para mantener el servicio disponible, pero no podemos garantizar que nunca se detenga; la página de estado muestra su estado actual. Dentro de los límites que permite la ley, no somos responsables de daños indirectos ni del contenido de las traducciones automáticas.",
        ],
      },
      {
        heading: "Cambios y ley aplicable",
        blocks: [
          "Podemos modificar estas condiciones; entonces cambia la fecha en la parte superior de esta página. Se aplica la ley del país del operador, sin privarle de la protección de las normas imperativas de su país.",
        ],
      },
    ],
  },
  cookies: {
    intro:
      "Polysub no instala ninguna cookie. Guarda algunos elementos en el almacenamiento de su navegador para que la aplicación funcione, también sin conexión. Ninguno se usa para publicidad ni analítica, y ninguno se comparte.",
    sections: [
      {
        heading: "Cookies",
        blocks: [
          "Ninguna. Las solicitudes llevan un identificador de dispositivo en una cabecera, no en una cookie, y no se carga ningún script de terceros.",
        ],
      },
      {
        heading: "IndexedDB (base de datos «polysub»)",
        blocks: [
          [
            "Identificador de dispositivo: un identificador aleatorio, para que el servidor muestre sus archivos solo a su dispositivo.",
            "Archivos: el resumen de los archivos que abrió y sus resultados traducidos, para encontrarlos de nuevo, también sin conexión.",
            "Traducción en curso e historial: las traducciones en curso y terminadas en este dispositivo.",
            "Preferencias: sus últimas elecciones de idiomas, servicio y formato de exportación.",
          ],
        ],
      },
      {
        heading: "localStorage",
        blocks: [["language: el idioma de la interfaz.", "theme: claro, oscuro o según el sistema."]],
      },
      {
        heading: "Caché sin conexión",
        blocks: [
          "El service worker guarda los archivos propios de la aplicación (páginas, scripts, estilos, iconos) para que se abra sin conexión. No contiene datos personales.",
        ],
      },
      {
        heading: "Cómo eliminarlos",
        blocks: [
          "Elimine los datos del sitio en la configuración de su navegador. Esto también elimina el historial y los archivos guardados en este dispositivo; los archivos del servidor se eliminan según sus propias reglas (consulte la política de privacidad).",
        ],
      },
    ],
  },
  gdpr: {
    intro:
      "El Reglamento General de Protección de Datos (RGPD) le da derechos sobre sus datos personales. Así puede ejercerlos con Polysub.",
    sections: [
      {
        heading: "Sus derechos",
        blocks: [
          [
            "Acceso: saber qué datos tenemos sobre usted y obtener una copia.",
            "Rectificación: corregir datos inexactos.",
            "Supresión: hacer que se eliminen sus datos.",
            "Portabilidad: recibir sus datos en un formato legible por máquina.",
            "Oposición y limitación: oponerse a un tratamiento o limitarlo.",
            "Retirada: retirar un consentimiento en cualquier momento.",
          ],
        ],
      },
      {
        heading: "Cómo ejercerlos",
        blocks: [
          `Con una cuenta, su perfil le permite descargar todos sus datos (JSON, y sus archivos en un zip) y eliminar su cuenta. Para cualquier otra solicitud, o sin cuenta, escriba a ${f.email}: recibirá respuesta en un plazo de ${f.replyHours} horas y actuaremos en un mes como máximo.`,
        ],
      },
      {
        heading: "Sin cuenta",
        blocks: [
          `Solo conocemos sus archivos por el identificador de su dispositivo. Eliminar un archivo en la aplicación lo elimina del servidor al instante; todo lo demás se elimina a los ${f.fileDays} días. Eliminar los datos del sitio en su navegador borra lo que se guarda en su dispositivo.`,
        ],
      },
      {
        heading: "Reclamaciones",
        blocks: [
          "Puede presentar una reclamación ante la autoridad de protección de datos de su país; en España, la AEPD (www.aepd.es); en Francia, la CNIL (www.cnil.fr).",
        ],
      },
    ],
  },
});
