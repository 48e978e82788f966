import type { MailStrings } from "./en";

/** Spanish e-mail strings. */
export const es: MailStrings = {
  greeting: "Hola, {{name}}:",
  greetingNoName: "Hola:",
  passwordResetSubject: "Restablece tu contraseña de Foliocraft",
  passwordResetIntro: "Alguien (esperamos que tú) ha pedido restablecer la contraseña de tu cuenta de Foliocraft.",
  passwordResetAction: "Abre este enlace para elegir una contraseña nueva. Solo funciona una vez y caduca en 1 hora:",
  passwordResetSessions: "Tras el cambio, se cerrará la sesión en todos los demás dispositivos.",
  passwordResetIgnore: "Si no lo has pedido tú, ignora este correo: tu contraseña no cambiará.",
  verifySubject: "Confirma tu dirección de correo para Foliocraft",
  verifyAction: "¡Te damos la bienvenida a Foliocraft! Confirma tu dirección de correo abriendo este enlace:",
  verifyIgnore: "Si no has creado ninguna cuenta, puedes ignorar este correo.",
  expiresSoonSubject: "Tu plan Pro de Foliocraft termina dentro de 7 días",
  expiresSoonEnds: "Tu plan Pro de Foliocraft termina el {{date}}.",
  expiresSoonRenew:
    "Para conservar los temas Pro, el asistente de redacción con IA y las publicaciones con un clic, renuévalo aquí:",
  expiresSoonNothing:
    "Si no haces nada, ese día tu cuenta volverá al plan gratuito. Tus portafolios se quedan tal como están.",
  expiredSubject: "Tu plan Pro de Foliocraft ha terminado",
  expiredEnded: "Tu plan Pro de Foliocraft ha terminado y tu cuenta ya está en el plan gratuito.",
  expiredKept: "Conservamos tus portafolios y su contenido. Puedes volver a mejorar tu plan cuando quieras:",
  visitorSubject: "Nuevo mensaje de {{name}} a través de tu portafolio",
  visitorIntro: "{{name}} <{{email}}> te ha enviado un mensaje a través de tu portafolio {{url}}:",
  visitorReply: "Responde a este correo para contestar a {{name}}. Tu bandeja de entrada: {{inbox}}",
  visitorLanguage: "Te escribió desde la versión en {{language}} de tu portafolio.",
};
