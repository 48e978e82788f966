import { byCareer, byFocus, byProject, byRole, byWho, type ToneBooks } from "../tone-phrasebook";

// Arabic (Modern Standard). Only first-person verbs (أعمل، عملت) and the plural "you" (تواصلوا، يمكنكم), which do not
// change with the writer's or the reader's gender; the title stands in apposition or after "بصفتي", as written.

/** The number of years with the right noun form: سنة واحدة، سنتان/سنتين، 3–10 سنوات، 11+ سنة. */
function سنوات(n: number, genitive = false): string {
  if (n === 1) return "سنة واحدة";
  if (n === 2) return genitive ? "سنتين" : "سنتان";
  if (n <= 10) return `${n} سنوات`;
  return `${n} سنة`;
}
const paren = (period: string) => (period ? ` (${period})` : "");

/** The four tones in Arabic. */
export const ar: ToneBooks = {
  professional: {
    bio: {
      lead: [
        (v) =>
          byWho(v, {
            both: () => `أنا ${v.name}، ${v.title}${v.location ? ` في ${v.location}` : ""}.`,
            name: () => `أنا ${v.name}${v.location ? `، وأعمل في ${v.location}` : ""}.`,
            title: () => `أعمل بصفتي ${v.title}${v.location ? ` في ${v.location}` : ""}.`,
          }),
        (v) =>
          byWho(v, {
            both: () => `${v.name}، ${v.title}${v.location ? ` من ${v.location}` : ""}: هنا أعرض أعمالي.`,
            name: () => `${v.name}${v.location ? ` من ${v.location}` : ""}: هذا ملفي المهني.`,
            title: () => `مهنتي: ${v.title}${v.location ? `، في ${v.location}` : ""}.`,
          }),
      ],
      focus: [
        (v) =>
          byFocus(v, {
            both: () => `أتخصص في ${v.list}، وأعمل من ${v.location}.`,
            skills: () => `أتخصص في ${v.list}.`,
            location: () => `أعمل من ${v.location}.`,
          }),
        (v) =>
          byFocus(v, {
            both: () => `مجال تخصصي: ${v.list}، ومقر عملي ${v.location}.`,
            skills: () => `مجال تخصصي: ${v.list}.`,
            location: () => `مقر عملي ${v.location}.`,
          }),
      ],
    },
    about: {
      intro: [
        (v) =>
          byWho(v, {
            both: () => `اسمي ${v.name}، وأعمل بصفتي ${v.title}.`,
            name: () => `اسمي ${v.name}.`,
            title: () => `أعمل بصفتي ${v.title}.`,
          }),
        (v) =>
          byWho(v, {
            both: () => `يسعدني التعريف بنفسي: ${v.name}، ومهنتي ${v.title}.`,
            name: () => `يسعدني التعريف بنفسي: ${v.name}، وهذا ملفي المهني.`,
            title: () => `يسعدني التعريف بمهنتي: ${v.title}.`,
          }),
      ],
      career: [
        (c) =>
          byCareer(c, {
            years: (n) => `لديّ ${سنوات(n)} من الخبرة المهنية.`,
            since: (y) => `أمارس عملي المهني منذ عام ${y}.`,
          }),
        (c) =>
          byCareer(c, {
            years: (n) => `تمتد خبرتي المهنية على ${سنوات(n, true)}.`,
            since: (y) => `انطلقت مسيرتي المهنية عام ${y}.`,
          }),
      ],
      employers: [({ list }) => `تشمل خبرتي شغل مناصب لدى ${list}.`, ({ list }) => `عملت مع الفرق في ${list}.`],
      skills: [({ list }) => `تشمل مجالات خبرتي ${list}.`, ({ list }) => `أعمل بشكل رئيسي باستخدام ${list}.`],
      projects: [({ list }) => `من المشاريع المختارة ${list}.`, ({ list }) => `تضم المشاريع المعروضة هنا ${list}.`],
      services: [({ list }) => `أقدّم ${list}.`, ({ list }) => `تشمل خدماتي ${list}.`],
      location: [({ location }) => `أقيم في ${location}.`, ({ location }) => `يقع مكتبي في ${location}.`],
      closing: ["يُرجى التواصل معي لمناقشة مشروع أو وظيفة.", "أرحّب بالاستفسارات حول المشاريع والوظائف الجديدة."],
    },
    project: {
      main: [
        (v) =>
          byProject(v, {
            both: () => `طُوِّر ${v.title} باستخدام ${v.tech}.`,
            title: () => `${v.title} من مشاريعي المختارة.`,
            tech: () => `طُوِّر هذا المشروع باستخدام ${v.tech}.`,
          }),
        (v) =>
          byProject(v, {
            both: () => `استخدمت في تطوير ${v.title} ${v.tech}.`,
            title: () => `${v.title} مشروع من ملف أعمالي.`,
            tech: () => `استخدمت في تطوير هذا المشروع ${v.tech}.`,
          }),
      ],
      live: ["تتوفر نسخة مباشرة على الإنترنت."],
      code: ["الشيفرة المصدرية متاحة للعموم."],
      liveAndCode: ["تتوفر نسخة مباشرة والشيفرة المصدرية معًا."],
    },
    experience: {
      main: [
        (v) =>
          byRole(v, {
            both: () => `${v.current ? "أشغل حاليًا" : "شغلت"} منصب ${v.title} لدى ${v.company}${paren(v.period)}.`,
            company: () => `${v.current ? "أعمل حاليًا" : "عملت"} لدى ${v.company}${paren(v.period)}.`,
            title: () => `${v.current ? "أعمل حاليًا" : "عملت"} بصفتي ${v.title}${paren(v.period)}.`,
          }),
        (v) =>
          byRole(v, {
            both: () => `${v.current ? "منصبي الحالي" : "منصبي"} لدى ${v.company}${paren(v.period)}: ${v.title}.`,
            company: () => `${v.current ? "جهة عملي الحالية" : "جهة العمل"}${paren(v.period)}: ${v.company}.`,
            title: () => `${v.current ? "منصبي الحالي" : "منصبي"}${paren(v.period)}: ${v.title}.`,
          }),
      ],
      skills: [
        ({ list }) => `من المهارات التي أقدّمها في هذا النوع من العمل ${list}.`,
        ({ list }) => `مهارات ذات صلة بهذا المنصب: ${list}.`,
      ],
    },
  },

  friendly: {
    bio: {
      lead: [
        (v) =>
          byWho(v, {
            both: () => `أهلًا، أنا ${v.firstName}، ${v.title}${v.location ? ` من ${v.location}` : ""}!`,
            name: () => `أهلًا، أنا ${v.firstName}${v.location ? ` من ${v.location}` : ""}!`,
            title: () => `أهلًا، أعمل بصفتي ${v.title}${v.location ? ` في ${v.location}` : ""}!`,
          }),
        (v) =>
          byWho(v, {
            both: () => `مرحبًا، معكم ${v.firstName}، ومهنتي ${v.title}.`,
            name: () => `مرحبًا، معكم ${v.firstName}.`,
            title: () => `مرحبًا، مهنتي ${v.title}.`,
          }),
      ],
      focus: [
        (v) =>
          byFocus(v, {
            both: () => `أحب العمل بـ${v.list}، وبيتي في ${v.location}.`,
            skills: () => `أحب العمل بـ${v.list}.`,
            location: () => `بيتي في ${v.location}.`,
          }),
        (v) =>
          byFocus(v, {
            both: () => `أكثر ما أستمتع به: ${v.list}، وتجدونني في ${v.location}.`,
            skills: () => `أكثر ما أستمتع به: ${v.list}.`,
            location: () => `تجدونني في ${v.location}.`,
          }),
      ],
    },
    about: {
      intro: [
        (v) =>
          byWho(v, {
            both: () => `أهلًا وسهلًا! اسمي ${v.name}، وأعمل بصفتي ${v.title}.`,
            name: () => `أهلًا وسهلًا! اسمي ${v.name}.`,
            title: () => `أهلًا وسهلًا! أعمل بصفتي ${v.title}.`,
          }),
        (v) =>
          byWho(v, {
            both: () => `شكرًا لزيارتكم! أنا ${v.name}، ومهنتي ${v.title}.`,
            name: () => `شكرًا لزيارتكم! أنا ${v.name}.`,
            title: () => `شكرًا لزيارتكم! مهنتي ${v.title}.`,
          }),
      ],
      career: [
        (c) =>
          byCareer(c, {
            years: (n) => `أمضيت في هذا العمل ${سنوات(n, true)} حتى الآن.`,
            since: (y) => `أمارس هذا العمل منذ ${y}.`,
          }),
        (c) =>
          byCareer(c, {
            years: (n) => `حياتي المهنية حتى الآن ${سنوات(n)}.`,
            since: (y) => `بدأت مشواري المهني عام ${y}.`,
          }),
      ],
      employers: [
        ({ list }) => `خلال مشواري، أُتيحت لي فرصة العمل مع الفرق في ${list}.`,
        ({ list }) => `قضيت فترة أعمل لدى ${list}.`,
      ],
      skills: [({ list }) => `في عملي اليومي، أستخدم ${list}.`, ({ list }) => `أدواتي المفضّلة: ${list}.`],
      projects: [({ list }) => `ألقوا نظرة على ${list} لتروا ما أصنعه.`, ({ list }) => `بعض ما صنعته: ${list}.`],
      services: [({ list }) => `يمكنني مساعدتكم في ${list}.`, ({ list }) => `يسعدني أن أساعدكم في ${list}.`],
      location: [({ location }) => `أعيش وأعمل في ${location}.`, ({ location }) => `أسكن في ${location}.`],
      closing: ["راسلوني في أي وقت، يسعدني أن أسمع منكم!", "أرسلوا لي رسالة، فأنا أحب الحديث دائمًا."],
    },
    project: {
      main: [
        (v) =>
          byProject(v, {
            both: () => `صنعت ${v.title} باستخدام ${v.tech}.`,
            title: () => `هذا ${v.title}، أحد الأشياء التي صنعتها.`,
            tech: () => `بنيت هذا المشروع باستخدام ${v.tech}.`,
          }),
        (v) =>
          byProject(v, {
            both: () => `تعرّفوا إلى ${v.title}! يعمل بـ${v.tech}.`,
            title: () => `تعرّفوا إلى ${v.title}، أحد مشاريعي!`,
            tech: () => `من الداخل، يعمل هذا المشروع بـ${v.tech}.`,
          }),
      ],
      live: ["يمكنكم تجربته مباشرة!", "جرّبوا النسخة المباشرة."],
      code: ["الشيفرة متاحة أيضًا لمن يحب الاستكشاف.", "تريدون معرفة كيف يعمل؟ رابط الشيفرة المصدرية موجود."],
      liveAndCode: ["جرّبوه مباشرة، أو تعمّقوا في الشيفرة!", "هناك نسخة للتجربة وشيفرة للاستكشاف."],
    },
    experience: {
      main: [
        (v) =>
          byRole(v, {
            both: () =>
              v.current
                ? `هذه الأيام أعمل بصفتي ${v.title} لدى ${v.company}${paren(v.period)}.`
                : `قضيت فترة لدى ${v.company} بصفتي ${v.title}${paren(v.period)}.`,
            company: () =>
              v.current
                ? `هذه الأيام أعمل لدى ${v.company}${paren(v.period)}.`
                : `قضيت فترة لدى ${v.company}${paren(v.period)}.`,
            title: () =>
              v.current
                ? `هذه الأيام أعمل بصفتي ${v.title}${paren(v.period)}.`
                : `قضيت فترة أعمل بصفتي ${v.title}${paren(v.period)}.`,
          }),
        (v) =>
          byRole(v, {
            both: () =>
              `في ${v.company}، ${v.current ? "أحظى" : "حظيت"} بفرصة العمل بصفتي ${v.title}${paren(v.period)}.`,
            company: () => `${v.current ? "أحظى" : "حظيت"} بفرصة العمل لدى ${v.company}${paren(v.period)}.`,
            title: () => `${v.current ? "أحظى" : "حظيت"} بفرصة العمل بصفتي ${v.title}${paren(v.period)}.`,
          }),
      ],
      skills: [
        ({ list }) => `مهاراتي المفضّلة لهذا النوع من العمل: ${list}.`,
        ({ list }) => `أحمل معي ${list} إلى عمل كهذا.`,
      ],
    },
  },

  confident: {
    bio: {
      lead: [
        (v) =>
          byWho(v, {
            both: () => `أنا ${v.name}، ${v.title}، ويمكنكم الاعتماد عليّ.`,
            name: () => `أنا ${v.name}، ويمكنكم الاعتماد عليّ.`,
            title: () => `بصفتي ${v.title}، يمكنكم الاعتماد عليّ.`,
          }),
        (v) =>
          byWho(v, {
            both: () => `${v.name}، ${v.title}: جاهزية تامة متى شئتم.`,
            name: () => `${v.name}: جاهزية تامة متى شئتم.`,
            title: () => `${v.title}: جاهزية تامة متى شئتم.`,
          }),
      ],
      focus: [
        (v) =>
          byFocus(v, {
            both: () => `${v.list}: هنا أقدّم أفضل ما لديّ، انطلاقًا من ${v.location}.`,
            skills: () => `${v.list}: هنا أقدّم أفضل ما لديّ.`,
            location: () => `انطلاقًا من ${v.location}، أستعد للتحدي القادم.`,
          }),
        (v) =>
          byFocus(v, {
            both: () => `أحوّل الأفكار إلى نتائج باستخدام ${v.list}، من ${v.location}.`,
            skills: () => `أحوّل الأفكار إلى نتائج باستخدام ${v.list}.`,
            location: () => `قاعدتي ${v.location}، ومعياري النتائج.`,
          }),
      ],
    },
    about: {
      intro: [
        (v) =>
          byWho(v, {
            both: () => `معكم ${v.name}: بصفتي ${v.title}، أنجز ما يُطلب مني.`,
            name: () => `معكم ${v.name}، وأنجز ما يُطلب مني.`,
            title: () => `بصفتي ${v.title}، أنجز ما يُطلب مني.`,
          }),
        (v) =>
          byWho(v, {
            both: () => `اسمي ${v.name}، وعمل ${v.title} هو ما أتقنه أكثر من أي شيء.`,
            name: () => `اسمي ${v.name}، وأفي بما أعد به.`,
            title: () => `عمل ${v.title} هو ما أتقنه أكثر من أي شيء.`,
          }),
      ],
      career: [
        (c) =>
          byCareer(c, {
            years: (n) => `أقدّم خبرة عملية تمتد ${سنوات(n, true)}.`,
            since: (y) => `أحقق نتائج احترافية منذ عام ${y}.`,
          }),
        (c) =>
          byCareer(c, {
            years: (n) => `وراء كل ما أقوم به خبرة مهنية عمرها ${سنوات(n)}.`,
            since: (y) => `منذ عام ${y} وأنا أمارس هذا العمل بمستوى احترافي.`,
          }),
      ],
      employers: [({ list }) => `وثقت بي فرق العمل في ${list}.`, ({ list }) => `يشمل سجلّي المهني ${list}.`],
      skills: [({ list }) => `أستخرج أقصى ما في ${list}.`, ({ list }) => `أعمل بمستوى عالٍ باستخدام ${list}.`],
      projects: [
        ({ list }) => `النتائج تتحدث عن نفسها في ${list}.`,
        ({ list }) => `في ${list} دليل على ما أستطيع فعله.`,
      ],
      services: [
        ({ list }) => `عندما تحتاجون ${list}، أنجز المهمة.`,
        ({ list }) => `أتولّى ${list} من البداية إلى النهاية.`,
      ],
      location: [({ location }) => `أعمل انطلاقًا من ${location}.`, ({ location }) => `قاعدتي في ${location}.`],
      closing: ["لنتحدث عمّا يمكنني تقديمه لكم.", "متى كنتم مستعدين: لنطلق مشروعكم القادم."],
    },
    project: {
      main: [
        (v) =>
          byProject(v, {
            both: () => `يُظهر ${v.title} ما أستطيع إنجازه بـ${v.tech}.`,
            title: () => `يُظهر ${v.title} ما أستطيع تسليمه.`,
            tech: () => `يُظهر هذا المشروع ما أستطيع إنجازه بـ${v.tech}.`,
          }),
        (v) =>
          byProject(v, {
            both: () => `في ${v.title}، وظّفت ${v.tech} بكفاءة.`,
            title: () => `${v.title} عمل أقف خلفه بثقة.`,
            tech: () => `هنا وظّفت ${v.tech} بكفاءة.`,
          }),
      ],
      live: ["شاهدوه يعمل مباشرة."],
      code: ["الشيفرة مفتوحة للمراجعة."],
      liveAndCode: ["يعمل مباشرة، والشيفرة مفتوحة للمراجعة."],
    },
    experience: {
      main: [
        (v) =>
          byRole(v, {
            both: () => `لدى ${v.company}، ${v.current ? "أحقق" : "حققت"} النتائج بصفتي ${v.title}${paren(v.period)}.`,
            company: () => `لدى ${v.company}${paren(v.period)}، ${v.current ? "أحقق" : "حققت"} النتائج.`,
            title: () => `بصفتي ${v.title}${paren(v.period)}، ${v.current ? "أحقق" : "حققت"} النتائج.`,
          }),
        (v) =>
          byRole(v, {
            both: () =>
              `${v.title} لدى ${v.company}${paren(v.period)}: دور ${v.current ? "أتولاه" : "توليته"} بكامل المسؤولية.`,
            company: () => `${v.company}${paren(v.period)}: فريق ${v.current ? "أدفعه" : "دفعته"} إلى الأمام.`,
            title: () => `${v.title}${paren(v.period)}: دور ${v.current ? "أتولاه" : "توليته"} بكامل المسؤولية.`,
          }),
      ],
      skills: [({ list }) => `أجلب ${list} إلى كل دور كهذا.`, ({ list }) => `ما أضعه على الطاولة: ${list}.`],
    },
  },

  concise: {
    bio: {
      lead: [
        (v) =>
          byWho(v, {
            both: () => `${v.name}، ${v.title}${v.location ? `، ${v.location}` : ""}.`,
            name: () => `${v.name}${v.location ? `، ${v.location}` : ""}.`,
            title: () => `${v.title}${v.location ? `، ${v.location}` : ""}.`,
          }),
        (v) =>
          byWho(v, {
            both: () => `${v.title}${v.location ? ` في ${v.location}` : ""}: ${v.name}.`,
            name: () => `${v.name}${v.location ? ` في ${v.location}` : ""}.`,
            title: () => `${v.title}${v.location ? ` في ${v.location}` : ""}.`,
          }),
      ],
      focus: [
        (v) =>
          byFocus(v, {
            both: () => `${v.list}. ${v.location}.`,
            skills: () => `${v.list}.`,
            location: () => `${v.location}.`,
          }),
      ],
    },
    about: {
      intro: [
        (v) =>
          byWho(v, {
            both: () => `أنا ${v.name} وأعمل بصفتي ${v.title}${v.location ? ` من ${v.location}` : ""}.`,
            name: () => `أنا ${v.name}${v.location ? ` وأعمل من ${v.location}` : ""}.`,
            title: () => `أعمل بصفتي ${v.title}${v.location ? ` من ${v.location}` : ""}.`,
          }),
        (v) =>
          byWho(v, {
            both: () => `معكم ${v.name}، ومهنتي ${v.title}${v.location ? `، ومقري ${v.location}` : ""}.`,
            name: () => `معكم ${v.name}${v.location ? `، ومقري ${v.location}` : ""}.`,
            title: () => `مهنتي ${v.title}${v.location ? `، ومقري ${v.location}` : ""}.`,
          }),
      ],
      career: [(c) => byCareer(c, { years: (n) => `خبرة ${سنوات(n, true)}.`, since: (y) => `في المجال منذ ${y}.` })],
      employers: [({ list }) => `جهات العمل: ${list}.`, ({ list }) => `عملت لدى ${list}.`],
      skills: [({ list }) => `المهارات: ${list}.`, ({ list }) => `الأدوات: ${list}.`],
      projects: [({ list }) => `المشاريع: ${list}.`],
      services: [({ list }) => `الخدمات: ${list}.`],
      location: [({ location }) => `المقر: ${location}.`],
      closing: ["تواصلوا معي."],
    },
    project: {
      main: [
        (v) =>
          byProject(v, {
            both: () => `${v.title}: ${v.tech}.`,
            title: () => `${v.title}.`,
            tech: () => `مبني بـ${v.tech}.`,
          }),
        (v) =>
          byProject(v, {
            both: () => `${v.title}، مبني بـ${v.tech}.`,
            title: () => `المشروع: ${v.title}.`,
            tech: () => `التقنيات: ${v.tech}.`,
          }),
      ],
      live: ["عرض مباشر متاح."],
      code: ["رابط الشيفرة المصدرية متاح."],
      liveAndCode: ["عرض مباشر ورابط الشيفرة المصدرية متاحان."],
    },
    experience: {
      main: [
        (v) =>
          byRole(v, {
            both: () => `${v.title}، ${v.company}${paren(v.period)}.`,
            company: () => `${v.company}${paren(v.period)}.`,
            title: () => `${v.title}${paren(v.period)}.`,
          }),
        (v) =>
          byRole(v, {
            both: () => `${v.title} لدى ${v.company}${v.period ? `، ${v.period}` : ""}.`,
            company: () => `لدى ${v.company}${v.period ? `، ${v.period}` : ""}.`,
            title: () => `المنصب: ${v.title}${v.period ? `، ${v.period}` : ""}.`,
          }),
      ],
      skills: [({ list }) => `المهارات: ${list}.`],
    },
  },
};
