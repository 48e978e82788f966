import { describe, expect, it } from "vitest";
import { parseResumeText } from "./parse-resume-text";

const parse = (text: string, links: string[] = []) => parseResumeText({ lines: text.split("\n"), links }).resume;

// One résumé per language, written as people there write them: headings, date formats, "title at company" lines.
describe("parseResumeText", () => {
  it("English: header, contact line, sections, entries with bullets, links from the file", () => {
    const resume = parse(
      `Ama Mensah
Full-stack Developer
ama@example.com | +233 20 123 4567 | Accra, Ghana | github.com/ama
Professional Summary
Ten years of shipping products for startups and NGOs across West Africa.
Work Experience
Senior Engineer at Paystack    Apr 2021 – Present
• Cut checkout errors by 30%
• Led the move to TypeScript and a
  typed API client
Engineer
Hubtel · Accra
Jan 2017 – Mar 2021
Education
University of Ghana
BSc Computer Science
2013 - 2017
Skills
TypeScript, React, PostgreSQL
Languages
English (Native), French – B2`,
      ["https://www.linkedin.com/in/ama", "mailto:ama@example.com"],
    );
    expect(resume.basics).toMatchObject({
      name: "Ama Mensah",
      label: "Full-stack Developer",
      email: "ama@example.com",
      phone: "+233 20 123 4567",
      location: { city: "Accra, Ghana" },
      summary: "Ten years of shipping products for startups and NGOs across West Africa.",
      profiles: [
        { network: "GitHub", url: "https://github.com/ama" },
        { network: "LinkedIn", url: "https://www.linkedin.com/in/ama" },
      ],
    });
    expect(resume.work).toEqual([
      {
        position: "Senior Engineer",
        name: "Paystack",
        startDate: "2021-04",
        highlights: ["Cut checkout errors by 30%", "Led the move to TypeScript and a typed API client"],
      },
      { position: "Engineer", name: "Hubtel", location: "Accra", startDate: "2017-01", endDate: "2021-03" },
    ]);
    expect(resume.education).toEqual([
      { institution: "University of Ghana", studyType: "BSc Computer Science", startDate: "2013", endDate: "2017" },
    ]);
    expect(resume.skills).toEqual([{ name: "TypeScript" }, { name: "React" }, { name: "PostgreSQL" }]);
    expect(resume.languages).toEqual([
      { language: "English", fluency: "Native" },
      { language: "French", fluency: "B2" },
    ]);
  });

  it("French: « Expérience professionnelle », dates in French, « chez »", () => {
    const resume = parse(`Camille Dubois
Cheffe de projet
camille@exemple.fr · 06 12 34 56 78
EXPÉRIENCE PROFESSIONNELLE
Cheffe de projet chez Decathlon
mars 2019 – aujourd’hui
Formation
Master en gestion de projet
Université de Lille
sept. 2015 – juin 2017
Compétences
Gestion d’équipe · Agile · Budget`);
    expect(resume.basics).toMatchObject({
      name: "Camille Dubois",
      email: "camille@exemple.fr",
      phone: "06 12 34 56 78",
    });
    expect(resume.work).toEqual([{ position: "Cheffe de projet", name: "Decathlon", startDate: "2019-03" }]);
    expect(resume.education).toEqual([
      {
        institution: "Université de Lille",
        studyType: "Master en gestion de projet",
        startDate: "2015-09",
        endDate: "2017-06",
      },
    ]);
    expect(resume.skills).toHaveLength(3);
  });

  it("Spanish: «Experiencia laboral», «Educación», months with «de»", () => {
    const resume = parse(`Lucía García
Diseñadora UX
lucia@ejemplo.es
Experiencia laboral
Diseñadora UX en Cabify
enero de 2020 - actualidad
Educación
Grado en Bellas Artes
Universidad Complutense de Madrid
2014 - 2018
Idiomas
Español (nativo), Inglés (C1)`);
    expect(resume.work).toEqual([{ position: "Diseñadora UX", name: "Cabify", startDate: "2020-01" }]);
    expect(resume.education).toMatchObject([{ institution: "Universidad Complutense de Madrid" }]);
    expect(resume.languages).toEqual([
      { language: "Español", fluency: "nativo" },
      { language: "Inglés", fluency: "C1" },
    ]);
  });

  it("Portuguese: «Experiência profissional», «Formação acadêmica», «até»", () => {
    const resume = parse(`João Silva
Engenheiro de software
joao@exemplo.com.br · +55 11 91234-5678
Experiência profissional
Engenheiro de software | Nubank
fev. de 2021 - atual
Formação acadêmica
Universidade de São Paulo
Bacharelado em Ciência da Computação
2015 até 2019`);
    expect(resume.basics).toMatchObject({ phone: "+55 11 91234-5678" });
    expect(resume.work).toEqual([{ position: "Engenheiro de software", name: "Nubank", startDate: "2021-02" }]);
    expect(resume.education).toMatchObject([
      {
        institution: "Universidade de São Paulo",
        studyType: "Bacharelado em Ciência da Computação",
        startDate: "2015",
      },
    ]);
  });

  it("German: «Berufserfahrung», «Ausbildung», MM.YYYY and «heute»", () => {
    const resume = parse(`Jonas Weber
Backend-Entwickler
jonas@beispiel.de
Berufserfahrung
Backend-Entwickler bei SAP
04.2020 – heute
Werkstudent
Siemens · München
10.2017 – 03.2020
Ausbildung
Technische Universität München
M.Sc. Informatik
10.2015 – 09.2017`);
    expect(resume.work).toEqual([
      { position: "Backend-Entwickler", name: "SAP", startDate: "2020-04" },
      { position: "Werkstudent", name: "Siemens", location: "München", startDate: "2017-10", endDate: "2020-03" },
    ]);
    expect(resume.education).toMatchObject([
      { institution: "Technische Universität München", studyType: "M.Sc. Informatik" },
    ]);
  });

  it("Italian: «Esperienza lavorativa», «Istruzione», «presso»", () => {
    const resume = parse(`Giulia Rossi
Data analyst
giulia@esempio.it
Esperienza lavorativa
Data analyst presso Enel
giugno 2019 – in corso
Istruzione
Laurea in Statistica
Università di Bologna
2014 – 2018
Lingue
Italiano: madrelingua`);
    expect(resume.work).toEqual([{ position: "Data analyst", name: "Enel", startDate: "2019-06" }]);
    expect(resume.education).toMatchObject([
      { institution: "Università di Bologna", studyType: "Laurea in Statistica" },
    ]);
    expect(resume.languages).toEqual([{ language: "Italiano", fluency: "madrelingua" }]);
  });

  it("Chinese: 工作经历, 教育背景, 年月 dates and 至今", () => {
    const resume = parse(`林晓雯
全栈开发工程师
xiaowen@example.cn · 138 0013 8000
工作经历
高级工程师
蚂蚁集团
2021年3月 – 至今
教育背景
计算机科学学士
浙江大学
2013年9月 – 2017年6月
技能
TypeScript、React、数据库`);
    expect(resume.basics).toMatchObject({ name: "林晓雯", label: "全栈开发工程师", phone: "138 0013 8000" });
    expect(resume.work).toEqual([{ position: "高级工程师", name: "蚂蚁集团", startDate: "2021-03" }]);
    expect(resume.education).toEqual([
      { institution: "浙江大学", studyType: "计算机科学学士", startDate: "2013-09", endDate: "2017-06" },
    ]);
    expect(resume.skills).toEqual([{ name: "TypeScript" }, { name: "React" }, { name: "数据库" }]);
  });

  it("Japanese: 職歴, 学歴, 〜 between dates and 現在", () => {
    const resume = parse(`佐藤 花子
フロントエンドエンジニア
hanako@example.jp
職歴
フロントエンドエンジニア
株式会社メルカリ
2019年4月〜現在
学歴
東京大学
工学部 情報工学科
2015年4月〜2019年3月`);
    expect(resume.work).toEqual([
      { position: "フロントエンドエンジニア", name: "株式会社メルカリ", startDate: "2019-04" },
    ]);
    expect(resume.education).toMatchObject([{ institution: "東京大学", startDate: "2015-04", endDate: "2019-03" }]);
  });

  it("Arabic: الخبرة العملية, التعليم, Arabic-Indic digits and الآن", () => {
    const resume = parse(`ليلى حداد
مطورة واجهات أمامية
layla@example.jo · +962 7 9123 4567
الخبرة العملية
مطورة أولى
شركة أرامكس
مارس ٢٠٢١ – الآن
التعليم
بكالوريوس علوم الحاسوب
الجامعة الأردنية
٢٠١٣ – ٢٠١٧`);
    expect(resume.basics).toMatchObject({ name: "ليلى حداد", label: "مطورة واجهات أمامية" });
    expect(resume.work).toEqual([{ position: "مطورة أولى", name: "شركة أرامكس", startDate: "2021-03" }]);
    expect(resume.education).toEqual([
      { institution: "الجامعة الأردنية", studyType: "بكالوريوس علوم الحاسوب", startDate: "2013", endDate: "2017" },
    ]);
  });

  it("Hindi: अनुभव, शिक्षा, Hindi months and वर्तमान", () => {
    const resume = parse(`प्रिया शर्मा
फ़ुल-स्टैक डेवलपर
priya@example.in · +91 98765 43210
अनुभव
वरिष्ठ इंजीनियर
रेज़रपे
मार्च 2021 – वर्तमान
शिक्षा
कंप्यूटर विज्ञान में बी.टेक
भारतीय प्रौद्योगिकी संस्थान बॉम्बे
2013 – 2017
कौशल
TypeScript, React`);
    expect(resume.basics).toMatchObject({ name: "प्रिया शर्मा", phone: "+91 98765 43210" });
    expect(resume.work).toEqual([{ position: "वरिष्ठ इंजीनियर", name: "रेज़रपे", startDate: "2021-03" }]);
    expect(resume.education).toMatchObject([{ institution: "भारतीय प्रौद्योगिकी संस्थान बॉम्बे", startDate: "2013" }]);
  });

  it("lists the header lines it could not place", () => {
    const { unread } = parseResumeText({
      lines: ["Ama Mensah", "Developer", "ama@example.com", "Accra", "Reference no. 12345", "Experience"],
      links: [],
    });
    expect(unread).toEqual(["Reference no. 12345"]);
  });

  it("gives a project the link drawn on its name line, where the address does not spell the name", () => {
    const { resume } = parseResumeText({
      lines: [
        "ليلى حداد",
        "مطوّرة واجهات أمامية",
        "المشاريع",
        "مشروع 1",
        "React, Fastify",
        "تطبيق ويب يساعد المتاجر الصغيرة على إدارة المخزون.",
        "مشروع 2",
        "React",
        "متجر إلكتروني للحرفيين.",
      ],
      links: ["https://project-1.example.com/", "https://shop.example.com/"],
      lineLinks: [
        { url: "https://project-1.example.com/", line: "مشروع 1" },
        { url: "https://shop.example.com/", line: "مشروع 2" },
      ],
    });
    expect(resume.projects).toMatchObject([
      { name: "مشروع 1", url: "https://project-1.example.com" },
      { name: "مشروع 2", url: "https://shop.example.com" },
    ]);
  });
});
