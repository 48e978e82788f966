import type { EmailListId, LanguageCode } from "@foliocraft/schemas";
import { newsletterConfirmTtlHours } from "@foliocraft/schemas";
import type { OutgoingMail } from "../mail/service";

interface ConfirmationTexts {
  subject: string;
  greeting: string;
  ask: string;
  expires: (hours: number) => string;
  ignore: string;
  unsubscribe: string;
}

// Every text of the confirmation e-mails, per list and interface language: the subscriber gets it in the language
// they used the site in. Kept in this one file so the e-mail translations can be reviewed (and moved) in one place.
const newsletterTexts: Record<LanguageCode, ConfirmationTexts> = {
  en: {
    subject: "Confirm your subscription to the Foliocraft newsletter",
    greeting: "Hello,",
    ask: "Someone (hopefully you) asked to receive the Foliocraft blog newsletter at this address. Open this link to confirm:",
    expires: (h) => `The link works for ${h} hours. Until you confirm, we will not send you anything else.`,
    ignore: "If you did not ask for this, ignore this e-mail and you will not hear from us.",
    unsubscribe: "To unsubscribe at any time, open this link:",
  },
  es: {
    subject: "Confirma tu suscripción al boletín de Foliocraft",
    greeting: "Hola:",
    ask: "Alguien (esperamos que tú) pidió recibir el boletín del blog de Foliocraft en esta dirección. Abre este enlace para confirmarlo:",
    expires: (h) => `El enlace funciona durante ${h} horas. Hasta que confirmes, no te enviaremos nada más.`,
    ignore: "Si no lo pediste, ignora este correo y no volverás a saber de nosotros.",
    unsubscribe: "Para darte de baja en cualquier momento, abre este enlace:",
  },
  fr: {
    subject: "Confirmez votre abonnement à la newsletter de Foliocraft",
    greeting: "Bonjour,",
    ask: "Quelqu’un (vous, nous l’espérons) a demandé à recevoir la newsletter du blog Foliocraft à cette adresse. Ouvrez ce lien pour confirmer :",
    expires: (h) =>
      `Le lien reste valable ${h} heures. Tant que vous n’avez pas confirmé, nous ne vous enverrons rien d’autre.`,
    ignore:
      "Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : vous n’aurez plus de nouvelles de nous.",
    unsubscribe: "Pour vous désabonner à tout moment, ouvrez ce lien :",
  },
  de: {
    subject: "Bestätige dein Abonnement des Foliocraft-Newsletters",
    greeting: "Hallo,",
    ask: "Jemand (hoffentlich du) möchte den Newsletter des Foliocraft-Blogs an diese Adresse erhalten. Öffne diesen Link, um das zu bestätigen:",
    expires: (h) => `Der Link ist ${h} Stunden gültig. Bis du bestätigst, schicken wir dir nichts weiter.`,
    ignore: "Wenn du das nicht warst, ignoriere diese E-Mail – du hörst dann nichts mehr von uns.",
    unsubscribe: "Abmelden kannst du dich jederzeit über diesen Link:",
  },
  pt: {
    subject: "Confirme sua inscrição na newsletter da Foliocraft",
    greeting: "Olá,",
    ask: "Alguém (esperamos que você) pediu para receber a newsletter do blog da Foliocraft neste endereço. Abra este link para confirmar:",
    expires: (h) => `O link funciona por ${h} horas. Até você confirmar, não enviaremos mais nada.`,
    ignore: "Se não foi você, ignore este e-mail e não terá mais notícias nossas.",
    unsubscribe: "Para cancelar a inscrição a qualquer momento, abra este link:",
  },
  it: {
    subject: "Conferma l’iscrizione alla newsletter di Foliocraft",
    greeting: "Ciao,",
    ask: "Qualcuno (speriamo tu) ha chiesto di ricevere la newsletter del blog di Foliocraft a questo indirizzo. Apri questo link per confermare:",
    expires: (h) => `Il link è valido per ${h} ore. Finché non confermi, non ti invieremo nient’altro.`,
    ignore: "Se non sei stato tu, ignora questa e-mail e non riceverai altro da noi.",
    unsubscribe: "Per annullare l’iscrizione in qualsiasi momento, apri questo link:",
  },
  zh: {
    subject: "请确认订阅 Foliocraft 新闻通讯",
    greeting: "你好：",
    ask: "有人（希望是你）申请用这个邮箱接收 Foliocraft 博客的新闻通讯。请打开下面的链接确认：",
    expires: (h) => `链接在 ${h} 小时内有效。在你确认之前，我们不会再给你发送任何邮件。`,
    ignore: "如果这不是你本人的操作，请忽略此邮件，我们不会再联系你。",
    unsubscribe: "如需随时退订，请打开此链接：",
  },
  ja: {
    subject: "Foliocraft ニュースレターの購読を確認してください",
    greeting: "こんにちは。",
    ask: "このアドレスで Foliocraft ブログのニュースレターを受け取るお申し込みがありました（ご本人であれば幸いです）。次のリンクを開いて確認してください：",
    expires: (h) => `リンクの有効期限は ${h} 時間です。確認が済むまで、ほかのメールはお送りしません。`,
    ignore: "お心当たりがない場合は、このメールを無視してください。今後ご連絡することはありません。",
    unsubscribe: "購読はいつでも次のリンクから解除できます：",
  },
  ar: {
    subject: "أكِّد اشتراكك في النشرة البريدية لـ Foliocraft",
    greeting: "مرحبًا،",
    ask: "طلب أحدهم (ونأمل أن تكون أنت) تلقّي النشرة البريدية لمدونة Foliocraft على هذا العنوان. افتح هذا الرابط للتأكيد:",
    expires: (h) => `يعمل الرابط لمدة ${h} ساعة. لن نرسل إليك أي شيء آخر قبل أن تؤكّد.`,
    ignore: "إن لم تطلب ذلك، فتجاهل هذه الرسالة ولن تصلك منا أي رسالة أخرى.",
    unsubscribe: "لإلغاء الاشتراك في أي وقت، افتح هذا الرابط:",
  },
  hi: {
    subject: "Foliocraft न्यूज़लेटर की सदस्यता की पुष्टि करें",
    greeting: "नमस्ते,",
    ask: "किसी ने (उम्मीद है आपने) इस पते पर Foliocraft ब्लॉग का न्यूज़लेटर पाने का अनुरोध किया है। पुष्टि करने के लिए यह लिंक खोलें:",
    expires: (h) => `यह लिंक ${h} घंटे तक काम करेगा। जब तक आप पुष्टि नहीं करते, हम आपको और कुछ नहीं भेजेंगे।`,
    ignore: "अगर यह अनुरोध आपने नहीं किया, तो इस ई-मेल को अनदेखा करें; हम आपसे फिर संपर्क नहीं करेंगे।",
    unsubscribe: "किसी भी समय सदस्यता छोड़ने के लिए यह लिंक खोलें:",
  },
};

const talentTexts: Record<LanguageCode, ConfirmationTexts> = {
  en: {
    subject: "Confirm that you want to join the Foliocraft talent community",
    greeting: "Hello,",
    ask: "Someone (hopefully you) asked to join the Foliocraft talent community with this address, to hear from us when a role opens. Open this link to confirm:",
    expires: (h) => `The link works for ${h} hours. Until you confirm, we will not write to you about roles.`,
    ignore: "If you did not ask for this, ignore this e-mail and you will not hear from us.",
    unsubscribe: "To leave the talent community at any time, open this link:",
  },
  es: {
    subject: "Confirma que quieres unirte a la comunidad de talento de Foliocraft",
    greeting: "Hola:",
    ask: "Alguien (esperamos que tú) pidió unirse a la comunidad de talento de Foliocraft con esta dirección, para saber de nosotros cuando haya un puesto vacante. Abre este enlace para confirmarlo:",
    expires: (h) => `El enlace funciona durante ${h} horas. Hasta que confirmes, no te escribiremos sobre puestos.`,
    ignore: "Si no lo pediste, ignora este correo y no volverás a saber de nosotros.",
    unsubscribe: "Para salir de la comunidad de talento en cualquier momento, abre este enlace:",
  },
  fr: {
    subject: "Confirmez que vous souhaitez rejoindre le vivier de talents de Foliocraft",
    greeting: "Bonjour,",
    ask: "Quelqu’un (vous, nous l’espérons) a demandé à rejoindre le vivier de talents de Foliocraft avec cette adresse, pour être prévenu quand un poste s’ouvre. Ouvrez ce lien pour confirmer :",
    expires: (h) =>
      `Le lien reste valable ${h} heures. Tant que vous n’avez pas confirmé, nous ne vous écrirons pas au sujet de nos postes.`,
    ignore:
      "Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : vous n’aurez plus de nouvelles de nous.",
    unsubscribe: "Pour quitter le vivier de talents à tout moment, ouvrez ce lien :",
  },
  de: {
    subject: "Bestätige, dass du dem Talent-Netzwerk von Foliocraft beitreten möchtest",
    greeting: "Hallo,",
    ask: "Jemand (hoffentlich du) möchte mit dieser Adresse dem Talent-Netzwerk von Foliocraft beitreten, um von uns zu hören, wenn eine Stelle frei wird. Öffne diesen Link, um das zu bestätigen:",
    expires: (h) => `Der Link ist ${h} Stunden gültig. Bis du bestätigst, schreiben wir dir nicht wegen Stellen.`,
    ignore: "Wenn du das nicht warst, ignoriere diese E-Mail – du hörst dann nichts mehr von uns.",
    unsubscribe: "Das Talent-Netzwerk verlassen kannst du jederzeit über diesen Link:",
  },
  pt: {
    subject: "Confirme que deseja entrar no banco de talentos da Foliocraft",
    greeting: "Olá,",
    ask: "Alguém (esperamos que você) pediu para entrar no banco de talentos da Foliocraft com este endereço, para receber notícias quando abrir uma vaga. Abra este link para confirmar:",
    expires: (h) => `O link funciona por ${h} horas. Até você confirmar, não escreveremos sobre vagas.`,
    ignore: "Se não foi você, ignore este e-mail e não terá mais notícias nossas.",
    unsubscribe: "Para sair do banco de talentos a qualquer momento, abra este link:",
  },
  it: {
    subject: "Conferma che vuoi entrare nella community di talenti di Foliocraft",
    greeting: "Ciao,",
    ask: "Qualcuno (speriamo tu) ha chiesto di entrare nella community di talenti di Foliocraft con questo indirizzo, per sapere da noi quando si apre una posizione. Apri questo link per confermare:",
    expires: (h) =>
      `Il link è valido per ${h} ore. Finché non confermi, non ti scriveremo a proposito di posizioni aperte.`,
    ignore: "Se non sei stato tu, ignora questa e-mail e non riceverai altro da noi.",
    unsubscribe: "Per lasciare la community di talenti in qualsiasi momento, apri questo link:",
  },
  zh: {
    subject: "请确认加入 Foliocraft 人才库",
    greeting: "你好：",
    ask: "有人（希望是你）申请用这个邮箱加入 Foliocraft 人才库，以便在有职位空缺时收到我们的消息。请打开下面的链接确认：",
    expires: (h) => `链接在 ${h} 小时内有效。在你确认之前，我们不会就职位给你写信。`,
    ignore: "如果这不是你本人的操作，请忽略此邮件，我们不会再联系你。",
    unsubscribe: "如需随时退出人才库，请打开此链接：",
  },
  ja: {
    subject: "Foliocraft タレントコミュニティへの参加を確認してください",
    greeting: "こんにちは。",
    ask: "このアドレスで Foliocraft タレントコミュニティに参加し、募集が始まったときに連絡を受け取るお申し込みがありました（ご本人であれば幸いです）。次のリンクを開いて確認してください：",
    expires: (h) => `リンクの有効期限は ${h} 時間です。確認が済むまで、募集についてのご連絡はしません。`,
    ignore: "お心当たりがない場合は、このメールを無視してください。今後ご連絡することはありません。",
    unsubscribe: "タレントコミュニティはいつでも次のリンクから退会できます：",
  },
  ar: {
    subject: "أكِّد رغبتك في الانضمام إلى مجتمع المواهب لدى Foliocraft",
    greeting: "مرحبًا،",
    ask: "طلب أحدهم (ونأمل أن تكون أنت) الانضمام إلى مجتمع المواهب لدى Foliocraft بهذا العنوان، ليصله خبر منا عند فتح وظيفة. افتح هذا الرابط للتأكيد:",
    expires: (h) => `يعمل الرابط لمدة ${h} ساعة. لن نراسلك بشأن الوظائف قبل أن تؤكّد.`,
    ignore: "إن لم تطلب ذلك، فتجاهل هذه الرسالة ولن تصلك منا أي رسالة أخرى.",
    unsubscribe: "لمغادرة مجتمع المواهب في أي وقت، افتح هذا الرابط:",
  },
  hi: {
    subject: "पुष्टि करें कि आप Foliocraft टैलेंट कम्युनिटी से जुड़ना चाहते हैं",
    greeting: "नमस्ते,",
    ask: "किसी ने (उम्मीद है आपने) इस पते से Foliocraft टैलेंट कम्युनिटी से जुड़ने का अनुरोध किया है, ताकि कोई पद खुलने पर हम आपको बता सकें। पुष्टि करने के लिए यह लिंक खोलें:",
    expires: (h) => `यह लिंक ${h} घंटे तक काम करेगा। जब तक आप पुष्टि नहीं करते, हम आपको पदों के बारे में नहीं लिखेंगे।`,
    ignore: "अगर यह अनुरोध आपने नहीं किया, तो इस ई-मेल को अनदेखा करें; हम आपसे फिर संपर्क नहीं करेंगे।",
    unsubscribe: "किसी भी समय टैलेंट कम्युनिटी छोड़ने के लिए यह लिंक खोलें:",
  },
};

const texts: Record<EmailListId, Record<LanguageCode, ConfirmationTexts>> = {
  newsletter: newsletterTexts,
  "talent-community": talentTexts,
};

/** The double opt-in e-mail of an e-mail list (newsletter, talent community), in the subscriber's language (plain text). */
export function listConfirmationMail(
  list: EmailListId,
  to: string,
  language: LanguageCode,
  links: { confirm: string; unsubscribe: string },
): OutgoingMail {
  const t = texts[list][language];
  return {
    to,
    kind: list === "newsletter" ? "newsletter-confirm" : "talent-community-confirm",
    subject: t.subject,
    text: [
      t.greeting,
      "",
      t.ask,
      "",
      links.confirm,
      "",
      t.expires(newsletterConfirmTtlHours),
      t.ignore,
      "",
      t.unsubscribe,
      links.unsubscribe,
    ].join("\n"),
  };
}
