import type { MailStrings } from "./en";

/** Portuguese e-mail strings. */
export const pt: MailStrings = {
  greeting: "Olá, {{name}},",
  greetingNoName: "Olá,",
  passwordResetSubject: "Redefina sua senha do Foliocraft",
  passwordResetIntro: "Alguém (esperamos que você) pediu para redefinir a senha da sua conta do Foliocraft.",
  passwordResetAction: "Abra este link para escolher uma nova senha. Ele funciona uma única vez e expira em 1 hora:",
  passwordResetSessions: "Depois da redefinição, todos os outros dispositivos conectados serão desconectados.",
  passwordResetIgnore: "Se você não fez esse pedido, ignore este e-mail: sua senha continua a mesma.",
  verifySubject: "Confirme seu endereço de e-mail no Foliocraft",
  verifyAction: "Boas-vindas ao Foliocraft! Confirme seu endereço de e-mail abrindo este link:",
  verifyIgnore: "Se você não criou uma conta, pode ignorar este e-mail.",
  expiresSoonSubject: "Seu plano Foliocraft Pro termina em 7 dias",
  expiresSoonEnds: "Seu plano Foliocraft Pro termina em {{date}}.",
  expiresSoonRenew:
    "Para manter os temas Pro, o assistente de escrita com IA e as publicações com um clique, renove aqui:",
  expiresSoonNothing:
    "Se você não fizer nada, sua conta voltará ao plano gratuito nesse dia. Seus portfólios continuam como estão.",
  expiredSubject: "Seu plano Foliocraft Pro terminou",
  expiredEnded: "Seu plano Foliocraft Pro terminou e sua conta agora está no plano gratuito.",
  expiredKept: "Seus portfólios e o conteúdo deles foram mantidos. Você pode voltar ao Pro quando quiser:",
  visitorSubject: "Nova mensagem de {{name}} pelo seu portfólio",
  visitorIntro: "{{name}} <{{email}}> enviou uma mensagem pelo seu portfólio {{url}}:",
  visitorReply: "Responda a este e-mail para falar com {{name}}. Sua caixa de entrada: {{inbox}}",
  visitorLanguage: "A mensagem foi escrita na versão em {{language}} do seu portfólio.",
};
