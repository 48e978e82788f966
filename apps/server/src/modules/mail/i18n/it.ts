import type { MailStrings } from "./en";

/** Italian e-mail strings. */
export const it: MailStrings = {
  greeting: "Ciao {{name}},",
  greetingNoName: "Ciao,",
  passwordResetSubject: "Reimposta la password di Foliocraft",
  passwordResetIntro: "Qualcuno (speriamo tu) ha chiesto di reimpostare la password del tuo account Foliocraft.",
  passwordResetAction: "Apri questo link per scegliere una nuova password. Funziona una sola volta e scade tra 1 ora:",
  passwordResetSessions: "Dopo la reimpostazione, tutti gli altri dispositivi collegati verranno disconnessi.",
  passwordResetIgnore: "Se non l’hai chiesto tu, ignora questa e-mail: la tua password resta invariata.",
  verifySubject: "Conferma il tuo indirizzo e-mail per Foliocraft",
  verifyAction: "Benvenuto su Foliocraft! Conferma il tuo indirizzo e-mail aprendo questo link:",
  verifyIgnore: "Se non hai creato un account, puoi ignorare questa e-mail.",
  expiresSoonSubject: "Il tuo piano Foliocraft Pro scade tra 7 giorni",
  expiresSoonEnds: "Il tuo piano Foliocraft Pro scade il {{date}}.",
  expiresSoonRenew:
    "Per continuare a usare i temi Pro, l’assistente di scrittura IA e le pubblicazioni con un clic, rinnova qui:",
  expiresSoonNothing:
    "Se non fai nulla, quel giorno il tuo account tornerà al piano gratuito. I tuoi portfolio restano come sono.",
  expiredSubject: "Il tuo piano Foliocraft Pro è scaduto",
  expiredEnded: "Il tuo piano Foliocraft Pro è scaduto e ora il tuo account usa il piano gratuito.",
  expiredKept: "I tuoi portfolio e i loro contenuti sono conservati. Puoi tornare a Pro in qualsiasi momento:",
  visitorSubject: "Nuovo messaggio da {{name}} tramite il tuo portfolio",
  visitorIntro: "{{name}} <{{email}}> ti ha inviato un messaggio tramite il tuo portfolio {{url}}:",
  visitorReply: "Rispondi a questa e-mail per rispondere a {{name}}. La tua casella: {{inbox}}",
  visitorLanguage: "Il messaggio è stato scritto dalla versione in {{language}} del tuo portfolio.",
};
