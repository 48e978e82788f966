import { listFormatter, wordsPattern, type Phrasebook } from "./phrasebook";

// Arabic (Modern Standard). Only first-person verbs (أعمل، عملت) and the plural "you" (تواصلوا) are used, which do
// not change with the writer's or the reader's gender; the title stands in apposition or after "بصفتي".

/** The number of years with the right noun form: سنة واحدة، سنتان/سنتين، 3–10 سنوات، 11+ سنة. */
function سنوات(n: number, genitive = false): string {
  if (n === 1) return "سنة واحدة";
  if (n === 2) return genitive ? "سنتين" : "سنتان";
  if (n <= 10) return `${n} سنوات`;
  return `${n} سنة`;
}

/** العربية. */
export const ar: Phrasebook = {
  list: listFormatter("ar"),
  gap: " ",
  when: (period) => (period ? ` (${period})` : ""),
  headline: {
    titleSkills: [
      ({ title, skills }) => `${title} · المهارات: ${skills}`,
      ({ title, skills }) => `${title} | أعمل بـ${skills}`,
      ({ title, skills }) => `${title}: خبرة في ${skills}`,
    ],
    titleLocation: [
      ({ title, location }) => `${title} في ${location}`,
      ({ title, location }) => `${title} من ${location}`,
    ],
    skills: [({ skills }) => `أعمل باستخدام ${skills}`, ({ skills }) => `المهارات: ${skills}`],
    name: [({ name }) => `معرض أعمال ${name}`, ({ name }) => `${name} · معرض الأعمال`],
    empty: ["معرض أعمالي", "مرحبًا بكم في معرض أعمالي"],
  },
  person: {
    nameTitle: [
      ({ name, title }) => `أنا ${name}، ${title}.`,
      ({ name, title }) => `اسمي ${name}، وأعمل بصفتي ${title}.`,
      ({ name, title }) => `مرحبًا، أنا ${name}: ${title}.`,
    ],
    name: [({ name }) => `أنا ${name}.`, ({ name }) => `اسمي ${name}.`],
    title: [({ title }) => `أعمل بصفتي ${title}.`, ({ title }) => `مهنتي: ${title}.`],
    years: [
      ({ years }) => `لديّ ${سنوات(years)} من الخبرة المهنية.`,
      ({ years }) => `تمتد مسيرتي المهنية على ${سنوات(years, true)}.`,
    ],
    since: [({ year }) => `أعمل بشكل احترافي منذ عام ${year}.`, ({ year }) => `بدأت مسيرتي المهنية عام ${year}.`],
    employers: [
      ({ employers }) => `عملت لدى ${employers}.`,
      ({ employers }) => `تشمل خبرتي العمل لدى ${employers}.`,
      ({ employers }) => `انضممت إلى فرق العمل في ${employers}.`,
    ],
    skills: [
      ({ skills }) => `تشمل أدواتي ${skills}.`,
      ({ skills }) => `أعمل باستخدام ${skills}.`,
      ({ skills }) => `من مهاراتي ${skills}.`,
    ],
    projects: [
      ({ projects }) => `من المشاريع في معرض أعمالي: ${projects}.`,
      ({ projects }) => `يمكنكم استكشاف ${projects} أدناه.`,
    ],
    location: [({ location }) => `أقيم في ${location}.`, ({ location }) => `أعمل من ${location}.`],
    services: [({ services }) => `أقدّم ${services}.`, ({ services }) => `من الخدمات التي أقدّمها: ${services}.`],
    closing: [
      "ألقوا نظرة على أعمالي أدناه.",
      "لا تترددوا في التواصل معي.",
      "تصفّحوا أعمالي، وتواصلوا معي إن رغبتم في التعاون.",
    ],
    emptyBio: ["مرحبًا بكم في معرض أعمالي.", "هنا تجدون أعمالي وطرق التواصل معي."],
    emptyAbout: [
      "مرحبًا بكم في معرض أعمالي. هنا تجدون أعمالي وطرق التواصل معي.",
      "شكرًا لزيارتكم. تصفّحوا أعمالي ولا تترددوا في التواصل معي.",
    ],
  },
  project: {
    withTech: [
      ({ title, tech }) => `${title} مشروع مبنيّ باستخدام ${tech}.`,
      ({ title, tech }) => `استخدمت في ${title} كلًّا من ${tech}.`,
      ({ title, tech }) => `طوّرت ${title} باستخدام ${tech}.`,
    ],
    titleOnly: [({ title }) => `${title} أحد المشاريع في معرض أعمالي.`, ({ title }) => `${title} مشروع عملت عليه.`],
    techOnly: [({ tech }) => `هذا المشروع مبنيّ باستخدام ${tech}.`, ({ tech }) => `طوّرت هذا المشروع باستخدام ${tech}.`],
    live: ["يتوفر عرض حيّ للمشروع.", "يمكنكم تجربة النسخة الحيّة."],
    code: ["يمكنكم الاطلاع على الشيفرة المصدرية.", "رابط الشيفرة المصدرية متاح أيضًا."],
    empty: ["أحد المشاريع في معرض أعمالي.", "مشروع من معرض أعمالي."],
  },
  experience: {
    roleAt: [
      ({ title, company, when, current }) =>
        current ? `أعمل بصفتي ${title} لدى ${company}${when}.` : `عملت بصفتي ${title} لدى ${company}${when}.`,
      ({ title, company, when, current }) =>
        current ? `أشغل منصب ${title} في ${company}${when}.` : `شغلت منصب ${title} في ${company}${when}.`,
    ],
    company: [
      ({ company, when, current }) => (current ? `أعمل لدى ${company}${when}.` : `عملت لدى ${company}${when}.`),
    ],
    role: [({ title, when, current }) => (current ? `أعمل بصفتي ${title}${when}.` : `عملت بصفتي ${title}${when}.`)],
    skills: [
      ({ skills }) => `في هذا النوع من العمل أعتمد على مهارات مثل ${skills}.`,
      ({ skills }) => `أوظّف في عمل كهذا مهارات مثل ${skills}.`,
    ],
    empty: ["دور من مسيرتي المهنية.", "جزء من خبرتي المهنية."],
  },
  service: {
    withTitle: [
      ({ service, title }) => `${service} من الخدمات التي أقدّمها بصفتي ${title}.`,
      ({ service, title }) => `بصفتي ${title}، أقدّم خدمة ${service}.`,
    ],
    plain: [({ service }) => `${service} من الخدمات التي أقدّمها.`, ({ service }) => `أقدّم خدمة ${service}.`],
    skills: [({ skills }) => `أعتمد في هذا العمل على ${skills}.`, ({ skills }) => `أوظّف في هذا العمل ${skills}.`],
    cta: ["تواصلوا معي لمناقشة احتياجاتكم.", "أرسلوا لي رسالة للحديث عن مشروعكم."],
    empty: ["تواصلوا معي لنناقش كيف يمكنني المساعدة في مشروعكم."],
  },
  hireMe: {
    withTitle: [
      ({ title }) => `هل تبحثون عن ${title}؟ لنعمل معًا.`,
      ({ title }) => `هل يحتاج مشروعكم القادم إلى ${title}؟ يسعدني تقديم المساعدة.`,
    ],
    plain: ["هل لديكم مشروع في بالكم؟ لنعمل معًا.", "لنعمل معًا على مشروعكم القادم."],
    services: [({ services }) => `يمكنني المساعدة في ${services}.`],
    skills: [({ skills }) => `لديّ خبرة في ${skills}.`, ({ skills }) => `أعمل باستخدام ${skills}.`],
    availability: [({ availability }) => `التوفر: ${availability}.`],
    rate: [({ rate }) => `السعر: ${rate}.`],
    cta: ["تواصلوا معي للحديث عن مشروعكم.", "أرسلوا لي رسالة ولنبدأ."],
  },
  rework: {
    greeting: /^(مرحبًا|مرحباً|مرحبا|أهلًا|أهلاً|أهلا|السلام عليكم)(\s+(بكم|بالجميع|جميعًا))?\s*[،,!.:–—-]*\s*/u,
    fixes: [],
    fillers: [wordsPattern(["جدًا", "جداً", "حقًا", "حقاً", "فعلًا", "فعلاً"])],
    hedges: [
      // "وأعتقد أنني مطورة" → "وأنا مطورة": the conjunction و is written joined to the next word.
      [/(?<![\p{L}\p{M}])(و?)(?:أعتقد|أظن) أنني\s+/gu, "$1أنا "],
      [/(?<![\p{L}\p{M}])(و?)(?:أعتقد|أظن) أن\s+/gu, "$1"],
      [wordsPattern(["ربما", "نوعًا ما"]), ""],
    ],
    formal: [],
    casual: [],
    friendlyOpenName: [({ name }) => `مرحبًا، أنا ${name}!`, ({ name }) => `أهلًا! أنا ${name}.`],
    friendlyOpen: ["مرحبًا!", "أهلًا بكم!"],
    friendlyClose: ["يسعدني أن تراسلوني!", "يسرّني سماع أخباركم."],
    friendlyCloseItem: ["يسعدني أن أخبركم بالمزيد!", "اسألوني عن أي شيء يخصه."],
    confidentClose: ["لنصنع معًا شيئًا رائعًا.", "لنجعل مشروعكم القادم قصة نجاح."],
    confidentCloseItem: ["يمكنني تطبيق النهج نفسه على مشروعكم."],
  },
};
