import type { LegalFacts, LegalTexts } from "./types";

export default (f: LegalFacts): LegalTexts => ({
  privacy: {
    intro:
      "Questa informativa spiega che cosa tratta Polysub quando lo usi, perché, dove viene conservato e per quanto tempo. Polysub non vende nulla agli inserzionisti e non usa strumenti di analisi né di tracciamento.",
    sections: [
      {
        heading: "Titolare del trattamento",
        blocks: [
          `Il gestore di questo servizio Polysub è il titolare del trattamento dei tuoi dati personali. Le domande sui tuoi dati vanno al contatto per la protezione dei dati, ${f.email}, che risponde entro ${f.replyHours} ore.`,
        ],
      },
      {
        heading: "Che cosa trattiamo",
        blocks: [
          [
            "I file di sottotitoli che carichi, il loro nome e il loro testo, e le traduzioni ricavate.",
            "Un identificativo casuale del dispositivo, creato dal browser alla prima visita e inviato con ogni richiesta, perché solo il tuo dispositivo veda i tuoi file. Non è un cookie e non dice nulla di te.",
            "Il tuo indirizzo IP e l'identificativo del dispositivo, per contare i file del limite giornaliero del piano gratuito.",
            "Con un account: nome, indirizzo email, un hash della password (mai la password stessa), le sessioni (dispositivo, indirizzo IP, date), le impostazioni dell'autenticazione a due fattori, il piano e le preferenze.",
            "Con un abbonamento: il fornitore dei pagamenti (Stripe) gestisce la tua carta; riceviamo solo il piano, lo stato e le date dell'abbonamento.",
            "I messaggi che ci invii con il modulo di contatto.",
          ],
        ],
      },
      {
        heading: "Perché",
        blocks: [
          "Per tradurre ed esportare i tuoi file (esecuzione del servizio che richiedi), per mantenere il servizio sicuro ed evitare abusi (interesse legittimo) e per fatturare gli abbonamenti (contratto e obblighi contabili). I tuoi dati non sono mai usati per pubblicità o profilazione.",
        ],
      },
      {
        heading: "Servizi di traduzione",
        blocks: [
          "Per tradurre un file, il testo dei suoi sottotitoli — non il nome, non la tua identità — viene inviato al servizio che scegli: MyMemory (Translated, Italia), DeepL (DeepL SE, Germania) o OpenAI (Stati Uniti, con le clausole contrattuali tipo della Commissione europea) oppure il server compatibile configurato dal gestore. Lo trattano solo per restituire la traduzione.",
        ],
      },
      {
        heading: "Per quanto tempo",
        blocks: [
          [
            `File caricati e risultati tradotti: eliminati ${f.fileDays} giorni dopo il caricamento, o subito quando li elimini.`,
            `Cronologia delle traduzioni di un account: ${f.freeHistoryDays} giorni con il piano gratuito, ${f.premiumHistoryDays} giorni con Premium e, con Pro, finché l'account esiste.`,
            `Cronologia di un visitatore: sul server, legata all'identificativo del dispositivo, per ${f.freeHistoryDays} giorni (come con il piano gratuito); sul tuo dispositivo, finché non la elimini.`,
            "Dati dell'account: finché l'account esiste. Eliminare l'account lo elimina subito, con i suoi file, traduzioni e sessioni, e annulla ogni abbonamento.",
            "Messaggi di contatto: solo per il tempo necessario a gestire la tua richiesta.",
          ],
        ],
      },
      {
        heading: "Sul tuo dispositivo",
        blocks: [
          "I tuoi file, la cronologia delle traduzioni e le preferenze sono conservati nell'IndexedDB del browser, il tema e la lingua dell'interfaccia nel suo localStorage, perché l'app funzioni offline. La pagina su cookie e memorizzazione elenca ogni elemento.",
        ],
      },
      {
        heading: "Sicurezza",
        blocks: [
          "Le password sono conservate solo come hash ad alto uso di memoria (Argon2id). I link per reimpostare la password e verificare l'email valgono una sola volta e scadono. Ogni dispositivo vede solo i propri file, e ogni account solo i suoi.",
        ],
      },
      {
        heading: "I tuoi diritti",
        blocks: [
          "Puoi accedere ai tuoi dati, correggerli, esportarli, eliminarli e opporti al loro trattamento. La pagina GDPR spiega come.",
        ],
      },
    ],
  },
  terms: {
    intro: "Questi termini regolano l'uso di Polysub. Usando il servizio, li accetti.",
    sections: [
      {
        heading: "Il servizio",
        blocks: [
          "Polysub controlla file di sottotitoli, li traduce con servizi di traduzione automatica e li esporta in vari formati e codifiche. La traduzione automatica può sbagliare: rileggi il risultato prima di pubblicarlo.",
        ],
      },
      {
        heading: "Piani e limiti",
        blocks: [
          `Il piano gratuito, con o senza account, consente ${f.freeFilesPerDay} file al giorno, fino a ${f.freeSubtitles} sottotitoli per file, il servizio MyMemory e i formati SRT e VTT. Premium e Pro tolgono questi limiti e aggiungono servizi e formati, come descritto nella pagina dei prezzi.`,
        ],
      },
      {
        heading: "I tuoi contenuti",
        blocks: [
          "Conservi tutti i diritti sui tuoi file. Confermi di poterli far tradurre. Ci autorizzi solo a ciò che serve al servizio: conservarli, inviarne il testo al servizio di traduzione scelto e restituirti il risultato.",
        ],
      },
      {
        heading: "Uso consentito",
        blocks: [
          [
            "Non caricare contenuti illeciti o che non hai il diritto di usare.",
            "Non cercare di aggirare i limiti dei piani, di accedere ai dati di altri utenti o di disturbare il servizio.",
            "L'uso automatizzato passa dall'API, nei suoi limiti.",
          ],
        ],
      },
      {
        heading: "Abbonamenti",
        blocks: [
          `Premium e Pro sono fatturati mensilmente o annualmente tramite Stripe, dopo una prova di ${f.trialDays} giorni. Puoi disdire in qualsiasi momento nel portale di fatturazione; la disdetta ha effetto alla fine del periodo già pagato.`,
        ],
      },
      {
        heading: "Disponibilità e responsabilità",
        blocks: [
          "Lavoriamo per mantenere il servizio disponibile ma non possiamo garantire che non si fermi mai; la pagina di stato ne mostra lo stato attuale. Nei limiti consentiti dalla legge, non siamo responsabili dei danni indiretti né del contenuto delle traduzioni automatiche.",
        ],
      },
      {
        heading: "Modifiche e legge applicabile",
        blocks: [
          "Possiamo modificare questi termini; in tal caso cambia la data in cima a questa pagina. Si applica la legge del paese del gestore, senza privarti della tutela delle norme imperative del tuo paese.",
        ],
      },
    ],
  },
  cookies: {
    intro:
      "Polysub non usa alcun cookie. Conserva alcuni elementi nella memoria del browser perché l'app funzioni, anche offline. Nessuno serve a pubblicità o analisi, e nessuno viene condiviso.",
    sections: [
      {
        heading: "Cookie",
        blocks: [
          "Nessuno. Le richieste portano un identificativo del dispositivo in un'intestazione, non in un cookie, e non viene caricato alcuno script di terze parti.",
        ],
      },
      {
        heading: "IndexedDB (database «polysub»)",
        blocks: [
          [
            "Identificativo del dispositivo: un identificativo casuale, perché il server mostri i tuoi file solo al tuo dispositivo.",
            "File: il riepilogo dei file che hai aperto e i risultati tradotti, per ritrovarli, anche offline.",
            "Traduzione in corso e cronologia: le traduzioni in corso e concluse su questo dispositivo.",
            "Preferenze: le tue ultime scelte di lingue, servizio e formato di esportazione.",
          ],
        ],
      },
      {
        heading: "localStorage",
        blocks: [["language: la lingua dell'interfaccia.", "theme: chiaro, scuro o come il sistema."]],
      },
      {
        heading: "Cache offline",
        blocks: [
          "Il service worker conserva i file dell'app stessa (pagine, script, stili, icone) perché si apra senza connessione. Non contiene dati personali.",
        ],
      },
      {
        heading: "Come eliminarli",
        blocks: [
          "Elimina i dati del sito nelle impostazioni del browser. Così elimini anche la cronologia e i file conservati su questo dispositivo; i file sul server sono eliminati secondo le loro regole (vedi l'informativa sulla privacy).",
        ],
      },
    ],
  },
  gdpr: {
    intro:
      "Il Regolamento generale sulla protezione dei dati (GDPR) ti dà diritti sui tuoi dati personali. Ecco come esercitarli con Polysub.",
    sections: [
      {
        heading: "I tuoi diritti",
        blocks: [
          [
            "Accesso: sapere quali dati abbiamo su di te e riceverne una copia.",
            "Rettifica: correggere dati inesatti.",
            "Cancellazione: far eliminare i tuoi dati.",
            "Portabilità: ricevere i tuoi dati in un formato leggibile da una macchina.",
            "Opposizione e limitazione: opporti a un trattamento o farlo limitare.",
            "Revoca: ritirare un consenso in qualsiasi momento.",
          ],
        ],
      },
      {
        heading: "Come esercitarli",
        blocks: [
          `Con un account, il profilo ti permette di scaricare tutti i tuoi dati (JSON, e i tuoi file in uno zip) e di eliminare l'account. Per ogni altra richiesta, o senza account, scrivi a ${f.email}: ricevi una risposta entro ${f.replyHours} ore e interveniamo entro un mese al massimo.`,
        ],
      },
      {
        heading: "Senza account",
        blocks: [
          `Conosciamo i tuoi file solo tramite l'identificativo del tuo dispositivo. Eliminare un file nell'app lo elimina subito dal server; tutto il resto viene eliminato dopo ${f.fileDays} giorni. Eliminare i dati del sito nel browser cancella ciò che è conservato sul tuo dispositivo.`,
        ],
      },
      {
        heading: "Reclami",
        blocks: [
          "Puoi presentare un reclamo all'autorità di protezione dei dati del tuo paese; in Italia, il Garante per la protezione dei dati personali (www.garanteprivacy.it); in Francia, la CNIL (www.cnil.fr).",
        ],
      },
    ],
  },
});
