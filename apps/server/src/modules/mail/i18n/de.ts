import type { MailStrings } from "./en";

/** German e-mail strings. */
export const de: MailStrings = {
  greeting: "Hallo {{name}},",
  greetingNoName: "Hallo,",
  passwordResetSubject: "Setze dein Foliocraft-Passwort zurück",
  passwordResetIntro: "Jemand (hoffentlich du) hat angefordert, das Passwort deines Foliocraft-Kontos zurückzusetzen.",
  passwordResetAction:
    "Öffne diesen Link, um ein neues Passwort zu wählen. Er funktioniert einmal und läuft in 1 Stunde ab:",
  passwordResetSessions: "Nach dem Zurücksetzen werden alle anderen angemeldeten Geräte abgemeldet.",
  passwordResetIgnore: "Wenn du das nicht angefordert hast, ignoriere diese E-Mail: Dein Passwort bleibt unverändert.",
  verifySubject: "Bestätige deine E-Mail-Adresse für Foliocraft",
  verifyAction: "Willkommen bei Foliocraft! Bitte bestätige deine E-Mail-Adresse über diesen Link:",
  verifyIgnore: "Wenn du kein Konto erstellt hast, kannst du diese E-Mail ignorieren.",
  expiresSoonSubject: "Dein Foliocraft-Pro-Tarif endet in 7 Tagen",
  expiresSoonEnds: "Dein Foliocraft-Pro-Tarif endet am {{date}}.",
  expiresSoonRenew:
    "Um die Pro-Themes, den KI-Schreibassistenten und Deployments mit einem Klick zu behalten, verlängere hier:",
  expiresSoonNothing:
    "Wenn du nichts tust, wechselt dein Konto an diesem Tag zum kostenlosen Tarif. Deine Portfolios bleiben, wie sie sind.",
  expiredSubject: "Dein Foliocraft-Pro-Tarif ist abgelaufen",
  expiredEnded: "Dein Foliocraft-Pro-Tarif ist abgelaufen und dein Konto nutzt jetzt den kostenlosen Tarif.",
  expiredKept: "Deine Portfolios und ihre Inhalte bleiben erhalten. Du kannst jederzeit wieder upgraden:",
  visitorSubject: "Neue Nachricht von {{name}} über dein Portfolio",
  visitorIntro: "{{name}} <{{email}}> hat dir über dein Portfolio {{url}} eine Nachricht geschickt:",
  visitorReply: "Antworte auf diese E-Mail, um {{name}} zu antworten. Dein Posteingang: {{inbox}}",
  visitorLanguage: "Geschrieben auf der Sprachversion „{{language}}“ deines Portfolios.",
};
