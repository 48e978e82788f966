import type { InfoContent } from "./types";

/** Testi lunghi delle pagine informative in italiano. */
const content: InfoContent = {
  posts: {
    "portfolio-in-five-minutes": {
      title: "Crea il tuo portfolio in cinque minuti",
      excerpt:
        "Dalla registrazione a una pagina online su /p/tuo-nome: il benvenuto, i quattro passaggi dell’editor e cosa compilare per primo.",
      author: "Il team di Foliocraft",
      tags: ["primi passi", "editor", "temi"],
      content: [
        {
          p: "Foliocraft trasforma un modulo in un sito portfolio. Non scrivi HTML e non ti serve un hosting per iniziare: questa guida richiede circa cinque minuti.",
        },
        { h: "1. Registrati e rispondi a quattro domande" },
        {
          p: "Crea un account con la tua email, Google o GitHub. Il benvenuto ti chiede nome e professione, esperienza, competenze e lo stile che preferisci. Le tue risposte compilano l’editor in anticipo, così non parti mai da una pagina vuota.",
        },
        { h: "2. Compila prima ciò che conta di più" },
        {
          p: "L’editor ha quattro passaggi: informazioni del portfolio, scelta del tema, anteprima ed esportazione. Nel primo, inizia con un breve testo su di te e due o tre progetti con un link al codice o a una demo. Esperienza, formazione, servizi e testimonianze possono aspettare. Ogni modifica viene salvata da sola e gli ultimi 50 salvataggi restano nella cronologia, quindi puoi sempre tornare indietro.",
        },
        { h: "3. Scegli un tema e controlla l’anteprima" },
        {
          p: "Sono inclusi venti temi; Minimal, Dark Minimal e Simple Elegant sono gratuiti. L’anteprima mostra i tuoi contenuti reali su telefono, tablet e computer prima che qualcosa diventi pubblico.",
        },
        { h: "4. Pubblica" },
        {
          p: "Scegli un nome utente e pubblica: il tuo portfolio è online su /p/tuo-nome, generato sul server perché si carichi in fretta e i motori di ricerca possano leggerlo. Ripubblica quando cambi qualcosa; fino ad allora i visitatori vedono l’ultima versione pubblicata.",
        },
      ],
    },
    "writing-with-the-ai-assistant": {
      title: "Scrivere il portfolio con l’assistente IA",
      excerpt:
        "Come il pulsante Scrivi con l’IA prepara la tua bio e le descrizioni dei progetti dai tuoi dati, e come ottenere buoni risultati.",
      author: "Il team di Foliocraft",
      tags: ["ia", "scrittura", "biografia"],
      content: [
        {
          p: "Per quasi tutti il testo su di sé è la parte più difficile. Il pulsante Scrivi con l’IA, accanto ai campi di testo dell’editor, lo prepara per te, nella lingua in cui usi Foliocraft.",
        },
        { h: "Da dove vengono le parole" },
        {
          p: "L’assistente scrive partendo da ciò che hai inserito: nome, professione, competenze, progetti ed esperienza. Non inventa mai datori di lavoro o titoli di studio. Su un server con un fornitore di IA configurato (OpenAI o un servizio compatibile, anche un modello locale), il testo è generato da quel modello e compare mentre viene scritto. Senza, lo scrittore integrato compone il testo dai tuoi dati, senza alcun servizio esterno.",
        },
        { h: "Consigli per bozze migliori" },
        {
          ul: [
            "Inserisci prima le competenze e almeno un progetto: più fatti ci sono, più la bozza è precisa.",
            "Scrivi tu una frase sincera e chiedi all’assistente di migliorarla invece di partire da zero.",
            "Leggi ogni bozza e cambia ciò che non ti somiglia. L’autore resti tu.",
          ],
        },
        { h: "Limite giornaliero" },
        {
          p: "Gli account gratuiti possono usare l’assistente cinque volte al giorno, quelli Pro duecento. Il contatore si azzera ogni giorno ed è visibile nel menu dell’assistente.",
        },
      ],
    },
    "deploy-to-github-pages-and-netlify": {
      title: "Pubblicare su GitHub Pages o Netlify",
      excerpt:
        "Tre modi per portare il portfolio sul tuo hosting: uno ZIP da scaricare, un repository GitHub o una pubblicazione con un clic.",
      author: "Il team di Foliocraft",
      tags: ["pubblicazione", "github pages", "netlify"],
      content: [
        {
          p: "La tua pagina su /p/tuo-nome è solo una possibilità. Ogni portfolio è anche un sito statico che puoi ospitare ovunque.",
        },
        { h: "Scarica lo ZIP" },
        {
          p: "L’esportazione ti dà uno ZIP con index.html, i suoi font e le tue immagini. Tutti i link sono relativi, quindi il sito funziona in qualsiasi cartella di qualsiasi hosting, anche aperto dal tuo disco. Il modulo di contatto continua a funzionare: i messaggi arrivano nella tua casella di Foliocraft.",
        },
        { h: "Invialo a un repository GitHub" },
        {
          p: "Collega GitHub nella pagina di pubblicazione e Foliocraft salva il sito nel repository che scegli, con un unico commit. Foliocraft chiede il permesso di gestire repository pubblici solo in quel momento, mai all’accesso.",
        },
        { h: "Un clic verso GitHub Pages o Netlify (Pro)" },
        {
          p: "Con Pro, Foliocraft attiva anche GitHub Pages per il repository, oppure carica il sito su un nuovo sito Netlify, e aspetta che sia online. La pagina di pubblicazione mostra ogni passaggio e l’indirizzo finale. Ripubblica dopo una modifica e viene aggiornato lo stesso repository o sito.",
        },
      ],
    },
    "whats-new-november-2026": {
      title: "Le novità di Foliocraft",
      excerpt:
        "Venti temi, cronologia delle versioni, importazioni, un modulo di contatto con casella dei messaggi e dieci lingue.",
      author: "Il team di Foliocraft",
      tags: ["note di rilascio", "temi", "lingue"],
      content: [
        { p: "Ecco cosa è arrivato di recente in Foliocraft." },
        {
          ul: [
            "Venti temi, da Minimal a Cosmic Space; tre sono gratuiti.",
            "Salvataggio automatico con la cronologia degli ultimi 50 salvataggi: ripristina qualsiasi versione precedente, e due schede aperte non si sovrascrivono mai in silenzio.",
            "Importazioni: porta i tuoi dati da un file JSON Resume o importa i tuoi repository GitHub come progetti.",
            "Un modulo di contatto nel tuo portfolio: i messaggi dei visitatori restano nella tua casella e ti arrivano via email.",
            "Dieci lingue dell’interfaccia, l’arabo da destra a sinistra, in modalità chiara e scura.",
            "Pro tramite Paystack, con carta o mobile money, con garanzia di rimborso di 30 giorni.",
          ],
        },
        {
          p: "Foliocraft è open source e puoi ospitarlo tu: un solo comando avvia l’intera applicazione con il suo database.",
        },
      ],
    },
  },
  faqs: {
    plans: {
      question: "Che differenza c’è tra il piano gratuito e Pro?",
      answer:
        "Il piano gratuito include tre temi (Minimal, Dark Minimal e Simple Elegant), la pubblicazione su /p/tuo-nome, il download ZIP e l’invio del sito a un repository GitHub. Pro sblocca tutti i venti temi, la pubblicazione con un clic su GitHub Pages e Netlify e più utilizzi giornalieri dello scrittore IA. Pro costa 30 GHS al mese o 300 GHS all’anno (due mesi gratis).",
      tags: ["prezzi", "premium", "temi"],
    },
    refunds: {
      question: "Posso riavere i miei soldi?",
      answer:
        "Sì. Entro 30 giorni da un pagamento puoi chiedere il rimborso completo dalla sezione del piano nelle impostazioni dell’account. Il denaro torna tramite Paystack sulla carta o sul portafoglio mobile money usato per pagare, e il tuo account torna al piano gratuito.",
      tags: ["rimborso", "soddisfatti o rimborsati", "fatturazione"],
    },
    cancel: {
      question: "Come disdico l’abbonamento?",
      answer:
        "Apri le impostazioni dell’account e scegli Annulla nella sezione del piano. Mantieni Pro fino alla fine del periodo pagato e dopo non ti viene addebitato nulla.",
      tags: ["disdetta", "abbonamento", "impostazioni"],
    },
    "mobile-money": {
      question: "Quali metodi di pagamento sono accettati?",
      answer:
        "I pagamenti sono gestiti da Paystack in cedi ghanesi (GHS). Puoi pagare con carta o con mobile money. Foliocraft non vede mai il numero della tua carta.",
      tags: ["pagamento", "carta", "paystack"],
    },
    deploys: {
      question: "Dove posso pubblicare il mio portfolio?",
      answer:
        "Pubblicalo su /p/tuo-nome su questo server, scarica uno ZIP per qualsiasi hosting o invialo a un repository GitHub. Pro aggiunge la pubblicazione con un clic su GitHub Pages e Netlify. La pagina di pubblicazione mostra ogni passaggio e l’indirizzo del sito online.",
      tags: ["pubblicazione", "github", "netlify", "zip"],
    },
    "custom-domains": {
      question: "Posso usare un mio dominio?",
      answer:
        "I domini personalizzati integrati non sono ancora disponibili. Oggi puoi pubblicare su GitHub Pages o Netlify e aggiungere il tuo dominio nelle loro impostazioni; le modifiche DNS possono richiedere fino a 24 ore per arrivare a tutti.",
      tags: ["dominio", "dns", "indirizzo web"],
    },
    "ai-writer": {
      question: "Come funziona lo scrittore IA?",
      answer:
        "Il pulsante Scrivi con l’IA prepara la tua bio e le descrizioni dai dati che hai inserito, nella lingua della tua interfaccia. Gli account gratuiti possono usarlo cinque volte al giorno, quelli Pro duecento. Leggi sempre la bozza e falla tua.",
      tags: ["ia", "scrittura", "assistente"],
    },
    data: {
      question: "Come esporto o cancello i miei dati?",
      answer:
        "Nelle impostazioni dell’account puoi scaricare tutto ciò che conserviamo su di te in un file JSON ed eliminare l’account. L’eliminazione cancella in un colpo profilo, portfolio, messaggi e pagina pubblicata.",
      tags: ["privacy dei dati", "esportazione", "elimina account"],
    },
  },
  docs: {
    "getting-started": {
      title: "Per iniziare",
      blocks: [
        {
          p: "Crea un account con la tua email, Google o GitHub. Un breve benvenuto fa quattro domande (chi sei, la tua esperienza, le tue competenze e lo stile che preferisci) e compila l’editor con le risposte.",
        },
        {
          p: "L’editor ha quattro passaggi: informazioni del portfolio, scelta del tema, anteprima ed esportazione. Il lavoro viene salvato automaticamente; apri la cronologia per ripristinare una versione precedente.",
        },
        {
          p: "Foliocraft è open source. Per eseguire una tua copia serve Node.js 20.19 o successivo; questo comando compila e avvia tutto sulla porta 3000, con il database integrato in ./data:",
        },
        { code: "npm install && npm start" },
      ],
    },
    features: {
      title: "Funzionalità",
      blocks: [
        {
          ul: [
            "Sezioni: informazioni di base, chi sono, progetti, esperienza, formazione, link social, assumimi, modulo di contatto, testimonianze, servizi, traguardi e download del curriculum.",
            "Venti temi con anteprima dal vivo su telefono, tablet e computer; tre temi sono gratuiti.",
            "Salvataggio automatico e cronologia degli ultimi 50 salvataggi.",
            "Importazione da un file JSON Resume e dai tuoi repository GitHub.",
            "L’assistente di scrittura IA per la tua bio e le descrizioni.",
            "Un modulo di contatto i cui messaggi arrivano nella tua casella e via email.",
            "Dieci lingue dell’interfaccia, modalità chiara e scura.",
          ],
        },
      ],
    },
    deployment: {
      title: "Pubblicazione",
      blocks: [
        {
          p: "Pubblicare rende il portfolio pubblico su /p/tuo-nome. La pagina è generata sul server da una copia congelata, quindi le modifiche non cambiano la pagina online finché non ripubblichi.",
        },
        {
          p: "L’esportazione scarica uno ZIP di file statici che funziona con qualsiasi hosting. Dalla pagina di pubblicazione puoi inviare il sito a un repository GitHub; con Pro, Foliocraft attiva anche GitHub Pages o pubblica su Netlify e ti avvisa quando il sito è online.",
        },
        {
          p: "Il tuo server: imposta PUBLIC_URL sull’indirizzo usato dalle persone, DATABASE_URL per usare PostgreSQL al posto del database integrato e SMTP_URL per inviare le email. Tutte le impostazioni sono descritte nel README.",
        },
      ],
    },
    api: {
      title: "API di Foliocraft",
      blocks: [
        {
          p: "L’app web di Foliocraft parla con il suo server tramite un’API JSON sotto /api. Quasi tutte le rotte agiscono sull’account connesso e servono all’app stessa. Queste rotte sono pubbliche e stabili:",
        },
        {
          ul: [
            "GET /api/health: se il server e il database sono attivi.",
            "GET /api/health/ready: 200 quando il server può servire le richieste, 503 con Retry-After finché il database (o Redis) non risponde.",
            "POST /api/public/portfolios/{username}/contact: il modulo di contatto dei portfolio pubblicati ed esportati.",
            "GET /p/{username}: un portfolio pubblicato in HTML; GET /sitemap.xml li elenca.",
          ],
        },
        {
          p: "Gli errori hanno sempre la stessa forma, { error: { code, message, details } }, con un codice stabile come invalid-argument, not-found o resource-exhausted.",
        },
        { h: "API pubblica prevista" },
        {
          p: "È prevista un’API REST pubblica con chiavi API, ma non è ancora disponibile. Offrirà: POST /api/portfolios, GET /api/portfolios/{id}, PUT /api/portfolios/{id}, POST /api/deploy e GET /api/templates.",
        },
      ],
    },
  },
};

export default content;
