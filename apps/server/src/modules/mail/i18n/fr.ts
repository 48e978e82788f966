import type { MailStrings } from "./en";

/** French e-mail strings. */
export const fr: MailStrings = {
  greeting: "Bonjour {{name}},",
  greetingNoName: "Bonjour,",
  passwordResetSubject: "Réinitialisez votre mot de passe Foliocraft",
  passwordResetIntro:
    "Quelqu’un (vous, espérons-le) a demandé à réinitialiser le mot de passe de votre compte Foliocraft.",
  passwordResetAction:
    "Ouvrez ce lien pour choisir un nouveau mot de passe. Il ne fonctionne qu’une fois et expire dans 1 heure :",
  passwordResetSessions: "Après la réinitialisation, tous vos autres appareils connectés seront déconnectés.",
  passwordResetIgnore:
    "Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.",
  verifySubject: "Confirmez votre adresse e-mail pour Foliocraft",
  verifyAction: "Bienvenue sur Foliocraft ! Confirmez votre adresse e-mail en ouvrant ce lien :",
  verifyIgnore: "Si vous n’avez pas créé de compte, vous pouvez ignorer cet e-mail.",
  expiresSoonSubject: "Votre formule Foliocraft Pro se termine dans 7 jours",
  expiresSoonEnds: "Votre formule Foliocraft Pro se termine le {{date}}.",
  expiresSoonRenew:
    "Pour garder les thèmes Pro, l’assistant de rédaction IA et les déploiements en un clic, renouvelez ici :",
  expiresSoonNothing:
    "Sans action de votre part, votre compte repassera à la formule gratuite ce jour-là. Vos portfolios restent tels quels.",
  expiredSubject: "Votre formule Foliocraft Pro est terminée",
  expiredEnded: "Votre formule Foliocraft Pro est terminée et votre compte est désormais en formule gratuite.",
  expiredKept: "Vos portfolios et leur contenu sont conservés. Vous pouvez repasser à Pro à tout moment :",
  visitorSubject: "Nouveau message de {{name}} via votre portfolio",
  visitorIntro: "{{name}} <{{email}}> vous a envoyé un message via votre portfolio {{url}} :",
  visitorReply: "Répondez à cet e-mail pour répondre à {{name}}. Votre boîte de réception : {{inbox}}",
  visitorLanguage: "Ce message a été écrit depuis la version {{language}} de votre portfolio.",
};
