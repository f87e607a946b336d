import type { LegalFacts, LegalTexts } from "./types";

export default (f: LegalFacts): LegalTexts => ({
  privacy: {
    intro:
      "Esta política explica o que o Polysub trata quando o utiliza, porquê, onde é guardado e durante quanto tempo. O Polysub não vende nada a anunciantes e não usa análise nem rastreamento.",
    sections: [
      {
        heading: "Responsável pelo tratamento",
        blocks: [
          `O operador deste serviço Polysub é o responsável pelo tratamento dos seus dados pessoais. As perguntas sobre os seus dados vão para o contacto de proteção de dados, ${f.email}, que responde no prazo de ${f.replyHours} horas.`,
        ],
      },
      {
        heading: "O que tratamos",
        blocks: [
          [
            "Os ficheiros de legendas que envia, o seu nome e texto, e as traduções feitas a partir deles.",
            "Um identificador aleatório do dispositivo, criado pelo navegador na primeira visita e enviado com cada pedido, para que só o seu dispositivo veja os seus ficheiros. Não é um cookie e não diz nada sobre si.",
            "O seu endereço IP e o identificador do dispositivo, para contar os ficheiros do limite diário do plano gratuito.",
            "Com uma conta: o seu nome, endereço de e-mail, um hash da palavra-passe (nunca a própria palavra-passe), as suas sessões (dispositivo, endereço IP, datas), as definições de autenticação de dois fatores, o plano e as preferências.",
            "Com uma subscrição: o prestador de pagamentos (Stripe) trata o seu cartão; só recebemos o plano, o estado e as datas da subscrição.",
            "As mensagens que nos envia pelo formulário de contacto.",
          ],
        ],
      },
      {
        heading: "Porquê",
        blocks: [
          "Para traduzir e exportar os seus ficheiros (execução do serviço que pede), para manter o serviço seguro e evitar abusos (interesse legítimo) e para faturar as subscrições (contrato e obrigações contabilísticas). Os seus dados nunca são usados para publicidade nem definição de perfis.",
        ],
      },
      {
        heading: "Serviços de tradução",
        blocks: [
          "Para traduzir um ficheiro, o texto das legendas — não o nome, nem a sua identidade — é enviado ao serviço que escolher: MyMemory (Translated, Itália), DeepL (DeepL SE, Alemanha) ou OpenAI (Estados Unidos, ao abrigo das cláusulas contratuais-tipo da Comissão Europeia) ou o servidor compatível configurado pelo operador. Tratam o texto apenas para devolver a tradução.",
        ],
      },
      {
        heading: "Durante quanto tempo",
        blocks: [
          [
            `Ficheiros enviados e resultados traduzidos: eliminados ${f.fileDays} dias após o envio, ou logo que os eliminar.`,
            `Histórico de traduções de uma conta: ${f.freeHistoryDays} dias no plano gratuito, ${f.premiumHistoryDays} dias no Premium e, no Pro, enquanto a conta existir.`,
            `Histórico de um visitante: no servidor, associado ao identificador do dispositivo, durante ${f.freeHistoryDays} dias (como no plano gratuito); no seu dispositivo, até o eliminar.`,
            "Dados da conta: enquanto a conta existir. Eliminar a conta elimina-a de imediato, com os seus ficheiros, traduções e sessões, e cancela qualquer subscrição.",
            "Mensagens de contacto: apenas o tempo necessário para tratar o seu pedido.",
          ],
        ],
      },
      {
        heading: "No seu dispositivo",
        blocks: [
          "Os seus ficheiros, o histórico de traduções e as preferências ficam no IndexedDB do navegador, e o tema e o idioma da interface no seu localStorage, para que a aplicação funcione offline. A página de cookies e armazenamento lista cada elemento.",
        ],
      },
      {
        heading: "Segurança",
        blocks: [
          "As palavras-passe só são guardadas como hash de elevado custo de memória (Argon2id). As ligações de reposição de palavra-passe e de verificação de e-mail são de uso único e expiram. Cada dispositivo só vê os seus próprios ficheiros, e cada conta só os seus.",
        ],
      },
      {
        heading: "Os seus direitos",
        blocks: [
          "Pode aceder aos seus dados, corrigi-los, exportá-los, eliminá-los e opor-se ao seu tratamento. A página RGPD explica como.",
        ],
      },
    ],
  },
  terms: {
    intro: "Estes termos regem a utilização do Polysub. Ao usar o serviço, aceita-os.",
    sections: [
      {
        heading: "O serviço",
        blocks: [
          "O Polysub verifica ficheiros de legendas, tradu-los com serviços de tradução automática e exporta-os em vários formatos e codificações. A tradução automática pode errar: reveja o resultado antes de o publicar.",
        ],
      },
      {
        heading: "Planos e limites",
        blocks: [
          `O plano gratuito, com ou sem conta, permite ${f.freeFilesPerDay} ficheiros por dia, até ${f.freeSubtitles} legendas por ficheiro, o serviço MyMemory e os formatos SRT e VTT. O Premium e o Pro eliminam estes limites e acrescentam serviços e formatos, como descreve a página de preços.`,
        ],
      },
      {
        heading: "O seu conteúdo",
        blocks: [
          "Mantém todos os direitos sobre os seus ficheiros. Confirma que os pode mandar traduzir. Autoriza-nos apenas o que o serviço precisa: guardá-los, enviar o seu texto ao serviço de tradução escolhido e devolver-lhe o resultado.",
        ],
      },
      {
        heading: "Utilização aceitável",
        blocks: [
          [
            "Não envie conteúdo ilícito nem conteúdo que não tenha o direito de usar.",
            "Não tente contornar os limites dos planos, aceder a dados de outros utilizadores ou perturbar o serviço.",
            "A utilização automatizada faz-se através da API, dentro dos seus limites.",
          ],
        ],
      },
      {
        heading: "Subscrições",
        blocks: [
          `O Premium e o Pro são faturados mensal ou anualmente através da Stripe, após um período experimental de ${f.trialDays} dias. Pode cancelar a qualquer momento no portal de faturação; o cancelamento produz efeito no fim do período já pago.`,
        ],
      },
      {
        heading: "Disponibilidade e responsabilidade",
        blocks: [
          "Trabalhamos para manter o serviço disponível, mas não podemos garantir que nunca pare; a página de estado mostra o seu estado atual. Nos limites permitidos pela lei, não somos responsáveis por danos indiretos nem pelo conteúdo das traduções automáticas.",
        ],
      },
      {
        heading: "Alterações e lei aplicável",
        blocks: [
          "Podemos alterar estes termos; nesse caso, a data no topo desta página muda. Aplica-se a lei do país do operador, sem o privar da proteção das normas imperativas do seu país.",
        ],
      },
    ],
  },
  cookies: {
    intro:
      "O Polysub não usa cookies. Guarda alguns elementos no armazenamento do navegador para que a aplicação funcione, também offline. Nenhum é usado para publicidade ou análise, e nenhum é partilhado.",
    sections: [
      {
        heading: "Cookies",
        blocks: [
          "Nenhum. Os pedidos levam um identificador do dispositivo num cabeçalho, não num cookie, e não é carregado nenhum script de terceiros.",
        ],
      },
      {
        heading: "IndexedDB (base de dados «polysub»)",
        blocks: [
          [
            "Identificador do dispositivo: um identificador aleatório, para que o servidor mostre os seus ficheiros apenas ao seu dispositivo.",
            "Ficheiros: o resumo dos ficheiros que abriu e os resultados traduzidos, para os encontrar de novo, também offline.",
            "Tradução em curso e histórico: as traduções em curso e concluídas neste dispositivo.",
            "Preferências: as suas últimas escolhas de idiomas, serviço e formato de exportação.",
          ],
        ],
      },
      {
        heading: "localStorage",
        blocks: [["language: o idioma da interface.", "theme: claro, escuro ou como o sistema."]],
      },
      {
        heading: "Cache offline",
        blocks: [
          "O service worker guarda os ficheiros da própria aplicação (páginas, scripts, estilos, ícones) para que abra sem ligação. Não contém dados pessoais.",
        ],
      },
      {
        heading: "Como os remover",
        blocks: [
          "Elimine os dados do site nas definições do navegador. Isto elimina também o histórico e os ficheiros guardados neste dispositivo; os ficheiros no servidor são eliminados segundo as suas próprias regras (ver a política de privacidade).",
        ],
      },
    ],
  },
  gdpr: {
    intro:
      "O Regulamento Geral sobre a Proteção de Dados (RGPD) dá-lhe direitos sobre os seus dados pessoais. Eis como os exercer com o Polysub.",
    sections: [
      {
        heading: "Os seus direitos",
        blocks: [
          [
            "Acesso: saber que dados temos sobre si e obter uma cópia.",
            "Retificação: corrigir dados inexatos.",
            "Apagamento: mandar eliminar os seus dados.",
            "Portabilidade: receber os seus dados num formato legível por máquina.",
            "Oposição e limitação: opor-se a um tratamento ou limitá-lo.",
            "Retirada: retirar um consentimento a qualquer momento.",
          ],
        ],
      },
      {
        heading: "Como os exercer",
        blocks: [
          `Com uma conta, o seu perfil permite descarregar todos os seus dados (JSON, e os seus ficheiros num zip) e eliminar a conta. Para qualquer outro pedido, ou sem conta, escreva para ${f.email}: recebe resposta no prazo de ${f.replyHours} horas e agimos no prazo máximo de um mês.`,
        ],
      },
      {
        heading: "Sem conta",
        blocks: [
          `Só conhecemos os seus ficheiros pelo identificador do seu dispositivo. Eliminar um ficheiro na aplicação elimina-o do servidor de imediato; tudo o resto é eliminado ao fim de ${f.fileDays} dias. Eliminar os dados do site no navegador apaga o que está guardado no seu dispositivo.`,
        ],
      },
      {
        heading: "Reclamações",
        blocks: [
          "Pode apresentar uma reclamação à autoridade de proteção de dados do seu país; em Portugal, a CNPD (www.cnpd.pt); em França, a CNIL (www.cnil.fr).",
        ],
      },
    ],
  },
});
