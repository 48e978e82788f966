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
