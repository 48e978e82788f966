import type { MailStrings } from "./en";

/** Arabic e-mail strings. */
export const ar: MailStrings = {
  greeting: "مرحبًا {{name}}،",
  greetingNoName: "مرحبًا،",
  passwordResetSubject: "أعد تعيين كلمة مرور Foliocraft",
  passwordResetIntro: "طلب أحدهم (ونأمل أن تكون أنت) إعادة تعيين كلمة مرور حسابك في Foliocraft.",
  passwordResetAction: "افتح هذا الرابط لاختيار كلمة مرور جديدة. يعمل الرابط مرة واحدة وتنتهي صلاحيته بعد ساعة واحدة:",
  passwordResetSessions: "بعد إعادة التعيين، سيُسجَّل خروجك من جميع الأجهزة الأخرى.",
  passwordResetIgnore: "إذا لم تطلب ذلك، فتجاهل هذه الرسالة: ستبقى كلمة مرورك كما هي.",
  verifySubject: "أكّد عنوان بريدك الإلكتروني في Foliocraft",
  verifyAction: "مرحبًا بك في Foliocraft! يُرجى تأكيد عنوان بريدك الإلكتروني بفتح هذا الرابط:",
  verifyIgnore: "إذا لم تُنشئ حسابًا، يمكنك تجاهل هذه الرسالة.",
  expiresSoonSubject: "تنتهي خطة Foliocraft Pro الخاصة بك بعد 7 أيام",
  expiresSoonEnds: "تنتهي خطة Foliocraft Pro الخاصة بك في {{date}}.",
  expiresSoonRenew: "للاحتفاظ بقوالب Pro ومساعد الكتابة بالذكاء الاصطناعي والنشر بنقرة واحدة، جدّد اشتراكك من هنا:",
  expiresSoonNothing: "إذا لم تفعل شيئًا، فسيعود حسابك إلى الخطة المجانية في ذلك اليوم. ستبقى ملفات أعمالك كما هي.",
  expiredSubject: "انتهت خطة Foliocraft Pro الخاصة بك",
  expiredEnded: "انتهت خطة Foliocraft Pro الخاصة بك وأصبح حسابك الآن على الخطة المجانية.",
  expiredKept: "ملفات أعمالك ومحتواها محفوظة. يمكنك الترقية من جديد في أي وقت:",
  visitorSubject: "رسالة جديدة من {{name}} عبر ملف أعمالك",
  visitorIntro: "أرسل إليك {{name}} <{{email}}> رسالة عبر ملف أعمالك {{url}}:",
  visitorReply: "ردّ على هذه الرسالة للإجابة على {{name}}. صندوق الوارد: {{inbox}}",
  visitorLanguage: "كُتبت هذه الرسالة من نسخة ملف أعمالك باللغة {{language}}.",
};
