import { emptyPortfolioContent, type PortfolioContent } from "./portfolio";
import { defaultPortfolioStyle } from "./portfolio-style";

/** A portfolio with every section filled: shared by schema, renderer and server tests. */
export function fullPortfolioFixture(): PortfolioContent {
  return {
    personal: {
      fullName: "Ama Mensah",
      title: "Full-stack Developer",
      bio: "I build fast, accessible web apps.",
      about: "Ten years of shipping products for startups and NGOs across West Africa.",
      email: "ama@example.com",
      phone: "+233 20 123 4567",
      location: "Accra, Ghana",
      profilePicture: "https://example.com/ama.webp",
    },
    skills: ["TypeScript", "React", "PostgreSQL", "Node.js"],
    projects: Array.from({ length: 6 }, (_, i) => ({
      title: `Project ${i + 1}`,
      description: "A web app that helps small shops manage stock and take mobile-money payments.",
      technologies: ["React", "Fastify", "Postgres"],
      githubUrl: `https://github.com/ama/project-${i + 1}`,
      liveUrl: `https://project-${i + 1}.example.com`,
      imageUrl: i === 0 ? "https://example.com/p1.webp" : "",
    })),
    experience: [
      { title: "Senior Engineer", company: "Paystack", period: "2021 – now", description: "Payments APIs." },
      { title: "Engineer", company: "Hubtel", period: "2017 – 2021", description: "Merchant dashboard." },
    ],
    education: [
      { degree: "BSc Computer Science", school: "University of Ghana", period: "2013 – 2017", description: "" },
    ],
    social: {
      website: "https://ama.dev",
      github: "https://github.com/ama",
      linkedin: "https://www.linkedin.com/in/ama",
      twitter: "https://x.com/ama",
      mastodon: "https://mastodon.social/@ama",
    },
    hireMe: {
      enabled: true,
      sectionTitle: "Hire me",
      description: "Available for freelance projects.",
      hourlyRate: "GHS 300 / hour",
      availability: "From March",
      ctaLabel: "Get in touch",
    },
    contactForm: {
      enabled: true,
      formTitle: "Send a message",
      description: "I reply within a day.",
      successMessage: "Thanks! I'll be in touch.",
    },
    testimonials: [
      { name: "Kofi Boateng", title: "CTO", company: "Acme", quote: "Ama shipped on time, every time.", rating: 5 },
      { name: "Efua Owusu", title: "PM", company: "Beta", quote: "Great collaborator.", rating: 4 },
    ],
    services: [
      { title: "Web apps", description: "Full-stack development.", icon: "Code" },
      { title: "Mobile", description: "Responsive and native.", icon: "Smartphone" },
      { title: "Cloud", description: "Deploys and monitoring.", icon: "Cloud" },
    ],
    achievements: [{ title: "Hackathon winner", description: "Accra Tech Week.", date: "2023" }],
    resume: { enabled: true, url: "https://example.com/ama-cv.pdf" },
    theme: "minimal",
    seo: { title: "Ama Mensah — Full-stack Developer", description: "Portfolio of Ama Mensah." },
    allowIndexing: true,
    language: "en",
    style: defaultPortfolioStyle(),
    translations: {},
  };
}

/** A portfolio with only a name: every optional section empty. */
export function nearEmptyPortfolioFixture(): PortfolioContent {
  const empty = emptyPortfolioContent();
  return { ...empty, personal: { ...empty.personal, fullName: "Kwame" } };
}

/** A full portfolio written in Arabic (right to left): the renderer's dictionary, Intl dates and RTL layout. */
export function arabicPortfolioFixture(): PortfolioContent {
  const c = fullPortfolioFixture();
  return {
    ...c,
    language: "ar",
    personal: {
      ...c.personal,
      fullName: "ليلى حداد",
      title: "مطوّرة واجهات أمامية",
      bio: "أبني تطبيقات ويب سريعة وسهلة الوصول.",
      about: "عشر سنوات من إطلاق المنتجات للشركات الناشئة والمنظمات غير الربحية.",
      location: "عمّان، الأردن",
    },
    skills: ["تايب سكريبت", "ريآكت", "تصميم الواجهات"],
    projects: c.projects.slice(0, 3).map((p, i) => ({
      ...p,
      title: `مشروع ${i + 1}`,
      description: "تطبيق ويب يساعد المتاجر الصغيرة على إدارة المخزون.",
    })),
    experience: [
      { title: "مطوّرة أولى", company: "شركة نور", period: "2021-03 – now", description: "واجهات الدفع." },
      { title: "مطوّرة", company: "استوديو سما", period: "2017 – 2021", description: "" },
    ],
    education: [
      { degree: "بكالوريوس علوم الحاسوب", school: "الجامعة الأردنية", period: "2013 – 2017", description: "" },
    ],
    hireMe: {
      ...c.hireMe,
      sectionTitle: "",
      ctaLabel: "",
      description: "متاحة لمشاريع مستقلة.",
      hourlyRate: "40 دينارًا / ساعة",
      availability: "من آذار",
    },
    contactForm: { ...c.contactForm, formTitle: "", description: "أرد خلال يوم.", successMessage: "" },
    testimonials: [
      { name: "سامي خوري", title: "مدير تقني", company: "أكمي", quote: "تسلّم العمل في موعده دائمًا.", rating: 5 },
    ],
    services: [{ title: "تطبيقات الويب", description: "تطوير متكامل.", icon: "Code" }],
    achievements: [{ title: "الفوز في هاكاثون", description: "أسبوع التقنية في عمّان.", date: "Mar 2023" }],
    seo: { title: "", description: "" },
  };
}

/** A full portfolio written in Hindi (Devanagari): the bundled Devanagari font, shaping and the Hindi dictionary. */
export function hindiPortfolioFixture(): PortfolioContent {
  const c = fullPortfolioFixture();
  return {
    ...c,
    language: "hi",
    personal: {
      ...c.personal,
      fullName: "प्रिया शर्मा",
      title: "फ़ुल-स्टैक डेवलपर",
      bio: "मैं तेज़ और सुलभ वेब ऐप बनाती हूँ।",
      about: "स्टार्टअप और स्वयंसेवी संस्थाओं के लिए दस वर्षों से उत्पाद बना रही हूँ।",
      location: "पुणे, भारत",
    },
    skills: ["टाइपस्क्रिप्ट", "रिएक्ट", "डेटाबेस डिज़ाइन"],
    projects: c.projects.slice(0, 3).map((p, i) => ({
      ...p,
      title: `परियोजना ${i + 1}`,
      description: "एक वेब ऐप जो छोटी दुकानों को स्टॉक संभालने में मदद करता है।",
    })),
    experience: [
      { title: "वरिष्ठ इंजीनियर", company: "रेज़रपे", period: "2021-03 – now", description: "भुगतान एपीआई।" },
      { title: "इंजीनियर", company: "ज़ोहो", period: "2017 – 2021", description: "" },
    ],
    education: [{ degree: "बी.टेक. कंप्यूटर विज्ञान", school: "पुणे विश्वविद्यालय", period: "2013 – 2017", description: "" }],
    hireMe: {
      ...c.hireMe,
      sectionTitle: "",
      ctaLabel: "",
      description: "फ़्रीलांस परियोजनाओं के लिए उपलब्ध।",
      hourlyRate: "₹2,500 / घंटा",
      availability: "मार्च से",
    },
    contactForm: { ...c.contactForm, formTitle: "", description: "मैं एक दिन में उत्तर देती हूँ।", successMessage: "" },
    testimonials: [
      { name: "अर्जुन मेहता", title: "सीटीओ", company: "एक्मे", quote: "हर बार समय पर काम पूरा किया।", rating: 5 },
    ],
    services: [{ title: "वेब ऐप", description: "पूरा विकास।", icon: "Code" }],
    achievements: [{ title: "हैकाथॉन विजेता", description: "पुणे टेक सप्ताह।", date: "Mar 2023" }],
    seo: { title: "", description: "" },
  };
}

/** A full portfolio written in Simplified Chinese: the bundled CJK font, no spaces between words, Intl dates. */
export function chinesePortfolioFixture(): PortfolioContent {
  const c = fullPortfolioFixture();
  return {
    ...c,
    language: "zh",
    personal: {
      ...c.personal,
      fullName: "林晓雯",
      title: "全栈开发工程师",
      bio: "我构建快速、易用的网络应用。",
      about: "十年来为初创公司和非营利组织交付产品。",
      location: "中国杭州",
    },
    skills: ["TypeScript", "界面设计", "数据库"],
    projects: c.projects.slice(0, 3).map((p, i) => ({
      ...p,
      title: `项目 ${i + 1}`,
      description: "帮助小商店管理库存并接受移动支付的网络应用。",
    })),
    experience: [
      { title: "高级工程师", company: "蚂蚁集团", period: "2021-03 – now", description: "支付接口。" },
      { title: "工程师", company: "有赞", period: "2017 – 2021", description: "" },
    ],
    education: [{ degree: "计算机科学学士", school: "浙江大学", period: "2013 – 2017", description: "" }],
    hireMe: {
      ...c.hireMe,
      sectionTitle: "",
      ctaLabel: "",
      description: "可承接自由职业项目。",
      hourlyRate: "每小时 ¥400",
      availability: "三月起",
    },
    contactForm: { ...c.contactForm, formTitle: "", description: "我会在一天内回复。", successMessage: "" },
    testimonials: [{ name: "王磊", title: "技术总监", company: "艾克米", quote: "每次都按时交付。", rating: 5 }],
    services: [{ title: "网络应用", description: "全栈开发。", icon: "Code" }],
    achievements: [{ title: "黑客马拉松冠军", description: "杭州科技周。", date: "Mar 2023" }],
    seo: { title: "", description: "" },
  };
}

/**
 * A full portfolio written in Japanese (kanji, hiragana, katakana): drawn with the Japanese CJK family, whose Han
 * glyph shapes differ from the Chinese one's (直, 骨, 今…).
 */
export function japanesePortfolioFixture(): PortfolioContent {
  const c = fullPortfolioFixture();
  return {
    ...c,
    language: "ja",
    personal: {
      ...c.personal,
      fullName: "佐藤 美咲",
      title: "フルスタック開発者",
      bio: "速くて使いやすいウェブアプリを作っています。",
      about: "スタートアップや非営利団体のために、十年間プロダクトを届けてきました。",
      location: "東京都渋谷区",
    },
    skills: ["TypeScript", "画面設計", "データベース"],
    projects: c.projects.slice(0, 3).map((p, i) => ({
      ...p,
      title: `プロジェクト ${i + 1}`,
      description: "小さなお店の在庫管理とモバイル決済を助けるウェブアプリ。",
    })),
    experience: [
      { title: "シニアエンジニア", company: "メルカリ", period: "2021-03 – now", description: "決済API。" },
      { title: "エンジニア", company: "クックパッド", period: "2017 – 2021", description: "" },
    ],
    education: [{ degree: "情報科学学士", school: "東京大学", period: "2013 – 2017", description: "" }],
    hireMe: {
      ...c.hireMe,
      sectionTitle: "",
      ctaLabel: "",
      description: "フリーランスの仕事を受け付けています。",
      hourlyRate: "1時間 ¥8,000",
      availability: "三月から",
    },
    contactForm: { ...c.contactForm, formTitle: "", description: "一日以内に返信します。", successMessage: "" },
    testimonials: [
      { name: "鈴木 健太", title: "CTO", company: "アクメ", quote: "いつも期限どおりに納品してくれます。", rating: 5 },
    ],
    services: [{ title: "ウェブアプリ", description: "フルスタック開発。", icon: "Code" }],
    achievements: [{ title: "ハッカソン優勝", description: "東京テックウィーク。", date: "Mar 2023" }],
    seo: { title: "", description: "" },
  };
}

/**
 * The full portfolio with every résumé section and field JSON Resume has (issue 22): volunteering, publications,
 * languages, interests, references, certificates, skill groups, profiles on any network, and the dated, detailed
 * work, education and project entries. Kept apart from `fullPortfolioFixture` (whose pictures are the themes'
 * screenshot baselines); used by the render, html-validate and JSON Resume round-trip tests.
 */
export function resumePortfolioFixture(): PortfolioContent {
  const c = fullPortfolioFixture();
  return {
    ...c,
    personal: {
      ...c.personal,
      locationDetail: {
        address: "4 Ring Road",
        postalCode: "GA-184",
        city: "Accra",
        region: "Greater Accra",
        countryCode: "GH",
      },
    },
    projects: [
      {
        ...c.projects[0]!,
        period: "Mar 2022 – Present",
        startDate: "2022-03",
        highlights: ["Used by 400 shops", "Works offline"],
        roles: ["Lead developer", "Designer"],
        entity: "Accra Traders Union",
        type: "application",
      },
      { ...c.projects[1]!, period: "Jan 2020 – Dec 2020", startDate: "2020-01", endDate: "2020-12" },
      c.projects[2]!,
    ],
    experience: [
      {
        title: "Senior Engineer",
        company: "Paystack",
        period: "Apr 2021 – Present",
        startDate: "2021-04-01",
        description: "Payments APIs.",
        url: "https://paystack.com",
        location: "Lagos, Nigeria",
        companyDescription: "Online payments for Africa.",
        highlights: ["Cut checkout errors by 30%", "Led the move to TypeScript"],
      },
      { ...c.experience[1]!, period: "Jan 2017 – Mar 2021", startDate: "2017-01", endDate: "2021-03" },
    ],
    education: [
      {
        degree: "BSc, Computer Science",
        school: "University of Ghana",
        period: "Sep 2013 – Jun 2017",
        startDate: "2013-09",
        endDate: "2017-06",
        description: "",
        url: "https://www.ug.edu.gh",
        studyType: "BSc",
        area: "Computer Science",
        score: "First Class",
        courses: ["Algorithms", "Databases"],
      },
    ],
    achievements: [
      { title: "Hackathon winner", description: "Accra Tech Week.", date: "2023-05-20", awarder: "GhanaTech" },
    ],
    skillGroups: [
      { name: "Web development", level: "Expert", keywords: ["TypeScript", "React"] },
      { name: "Databases", level: "Advanced", keywords: ["PostgreSQL"] },
    ],
    profiles: [
      { network: "GitHub", username: "ama", url: "https://github.com/ama" },
      { network: "SoundCloud", username: "ama-beats", url: "https://soundcloud.com/ama-beats" },
    ],
    volunteer: [
      {
        organization: "Code Club Ghana",
        position: "Mentor",
        url: "https://codeclub.example.org",
        period: "Jan 2019 – Present",
        startDate: "2019-01",
        description: "Weekend coding lessons for teenagers.",
        highlights: ["Taught 120 students"],
      },
      {
        organization: "Accra Hack Week",
        position: "Organiser",
        url: "https://hackweek.example.org",
        period: "Jun 2018 – Aug 2018",
        startDate: "2018-06",
        endDate: "2018-08",
        description: "Ran a week of workshops for 60 first-time programmers.",
        highlights: ["Raised the venue and meals from sponsors"],
      },
    ],
    publications: [
      {
        name: "Mobile money APIs in practice",
        publisher: "Smashing Magazine",
        date: "2022-10-01",
        url: "https://example.com/mobile-money",
        description: "How to design payment flows for feature phones.",
      },
    ],
    languages: [
      { language: "English", fluency: "Native speaker" },
      { language: "Twi", fluency: "Native speaker" },
      { language: "French", fluency: "Conversational" },
    ],
    interests: [{ name: "Music", keywords: ["Highlife", "Production"] }],
    references: [{ name: "Kofi Boateng", reference: "Ama is the engineer I trust with our hardest problems." }],
    certificates: [
      { name: "AWS Certified Developer", issuer: "Amazon", date: "2021-11-05", url: "https://example.com/cert" },
    ],
  };
}

/**
 * Every section of the résumé fixture with text at its worst for a layout: words longer than a phone is wide (a
 * German compound, a Welsh place name, an unbroken address), 60-character periods and an e-mail address of 80. The
 * themes must wrap or shorten all of it without widening the page (tests/e2e/themes.spec.ts, at 320 px).
 */
export function longTextPortfolioFixture(): PortfolioContent {
  const word = "Donaudampfschifffahrtselektrizitätenhauptbetriebswerkbauunterbeamtengesellschaft";
  const place = "Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch";
  const period = `Januar ${word}`.slice(0, 60);
  const c = resumePortfolioFixture();
  const long = <T extends object>(items: T[], edit: (item: T) => Partial<T>) =>
    items.map((item) => ({ ...item, ...edit(item) }));
  return {
    ...c,
    personal: {
      ...c.personal,
      fullName: `Maximiliane ${word}`.slice(0, 120),
      title: `Principal ${word} Engineer`.slice(0, 120),
      bio: `Notes at https://example.com/${"x".repeat(90)} and ${word}.`,
      about: `${word}${word} ${"I build things that last. ".repeat(20)}`.trim(),
      email: `${"firstname.middlename.lastname".repeat(2)}@subdomain.example-company.com`,
      location: `${place}, Wales`,
    },
    skills: [...c.skills, `${word}`.slice(0, 60)],
    projects: long(c.projects, (p) => ({
      title: `${word} ${p.title}`.slice(0, 120),
      technologies: [...p.technologies, word.slice(0, 60)],
      period: p.period ? period : undefined,
    })),
    experience: long(c.experience, () => ({ title: `${word} lead`, company: `${word} GmbH`, period })),
    education: long(c.education, () => ({ degree: `${word} studies`, school: `${place} University`, period })),
    testimonials: long(c.testimonials, (t) => ({ name: `${t.name} ${word}`.slice(0, 120), company: word })),
    services: long(c.services, (s) => ({ title: `${s.title} ${word}`.slice(0, 120) })),
    achievements: long(c.achievements, () => ({ title: `${word} award`, date: period })),
    hireMe: { ...c.hireMe, hourlyRate: `GHS 300 per ${word}`.slice(0, 60), ctaLabel: `Write to ${word}`.slice(0, 60) },
    skillGroups: long(c.skillGroups ?? [], () => ({ name: word.slice(0, 120), level: period })),
    volunteer: long(c.volunteer ?? [], () => ({ organization: `${word} e.V.`, position: word, period })),
    publications: long(c.publications ?? [], () => ({ name: `${word} in practice`, publisher: word, date: period })),
    languages: [...(c.languages ?? []), { language: word.slice(0, 60), fluency: period }],
    interests: long(c.interests ?? [], (i) => ({ name: word, keywords: [...i.keywords, word.slice(0, 60)] })),
    references: long(c.references ?? [], (r) => ({ name: `${word} ${r.name}`.slice(0, 120) })),
    certificates: long(c.certificates ?? [], () => ({ name: `${word} certificate`, issuer: word, date: period })),
  };
}
