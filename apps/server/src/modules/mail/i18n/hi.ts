import type { MailStrings } from "./en";

/** Hindi e-mail strings. */
export const hi: MailStrings = {
  greeting: "नमस्ते {{name}},",
  greetingNoName: "नमस्ते,",
  passwordResetSubject: "अपना Foliocraft पासवर्ड रीसेट करें",
  passwordResetIntro: "किसी ने (उम्मीद है आपने) आपके Foliocraft खाते का पासवर्ड रीसेट करने का अनुरोध किया है।",
  passwordResetAction: "नया पासवर्ड चुनने के लिए यह लिंक खोलें। यह केवल एक बार काम करता है और 1 घंटे में समाप्त हो जाता है:",
  passwordResetSessions: "रीसेट के बाद, बाकी सभी साइन-इन किए गए डिवाइस से आप साइन आउट हो जाएँगे।",
  passwordResetIgnore: "अगर आपने यह अनुरोध नहीं किया, तो इस ईमेल को अनदेखा करें: आपका पासवर्ड वैसा ही रहेगा।",
  verifySubject: "Foliocraft के लिए अपना ईमेल पता पुष्टि करें",
  verifyAction: "Foliocraft में आपका स्वागत है! कृपया यह लिंक खोलकर अपना ईमेल पता पुष्टि करें:",
  verifyIgnore: "अगर आपने कोई खाता नहीं बनाया है, तो आप इस ईमेल को अनदेखा कर सकते हैं।",
  expiresSoonSubject: "आपका Foliocraft Pro प्लान 7 दिनों में समाप्त हो रहा है",
  expiresSoonEnds: "आपका Foliocraft Pro प्लान {{date}} को समाप्त हो रहा है।",
  expiresSoonRenew: "Pro थीम, AI लेखन सहायक और एक क्लिक में डिप्लॉय जारी रखने के लिए, यहाँ नवीनीकरण करें:",
  expiresSoonNothing: "अगर आप कुछ नहीं करते, तो उस दिन आपका खाता मुफ़्त प्लान पर लौट आएगा। आपके पोर्टफ़ोलियो जैसे हैं वैसे ही रहेंगे।",
  expiredSubject: "आपका Foliocraft Pro प्लान समाप्त हो गया है",
  expiredEnded: "आपका Foliocraft Pro प्लान समाप्त हो गया है और आपका खाता अब मुफ़्त प्लान पर है।",
  expiredKept: "आपके पोर्टफ़ोलियो और उनकी सामग्री सुरक्षित हैं। आप कभी भी फिर से अपग्रेड कर सकते हैं:",
  visitorSubject: "आपके पोर्टफ़ोलियो के ज़रिए {{name}} का नया संदेश",
  visitorIntro: "{{name}} <{{email}}> ने आपके पोर्टफ़ोलियो {{url}} के ज़रिए आपको एक संदेश भेजा है:",
  visitorReply: "{{name}} को जवाब देने के लिए इस ईमेल का जवाब दें। आपका इनबॉक्स: {{inbox}}",
  visitorLanguage: "यह संदेश आपके पोर्टफ़ोलियो के {{language}} संस्करण से भेजा गया।",
};
