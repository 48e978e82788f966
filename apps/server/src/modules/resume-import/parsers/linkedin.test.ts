import { describe, expect, it } from "vitest";
import { portfolioContentSchema, readJsonResume } from "@foliocraft/schemas";
import { linkedinExportFiles, zipOf } from "./linkedin-fixture";
import { linkedinParser } from "./linkedin";
import { isUnsafeEntryName } from "./safe-zip";

describe("the LinkedIn export importer", () => {
  const parsed = linkedinParser.parse(zipOf(linkedinExportFiles()));
  const { content, notes } = readJsonResume(parsed.resume);

  it("reads the profile, contact details and links", () => {
    expect(content.personal).toMatchObject({
      fullName: "Ama Mensah",
      title: "Full-stack Developer",
      about: "Ten years of shipping products.",
      email: "ama@example.com",
      phone: "+233 20 123 4567",
      location: "Accra, Ghana",
    });
    expect(content.social).toEqual({ website: "https://ama.dev", twitter: "https://x.com/ama_codes" });
    expect(content.profiles).toEqual([
      { network: "Twitter", username: "ama_codes", url: "https://x.com/ama_codes" },
      { network: "Website", username: "", url: "https://blog.ama.dev" },
    ]);
  });

  it("reads positions, education, skills and projects with their dates", () => {
    expect(content.experience).toEqual([
      {
        title: "Senior Engineer",
        company: "Paystack",
        description: "Payments APIs.",
        location: "Lagos, Nigeria",
        period: "Apr 2021 – Present",
        startDate: "2021-04",
      },
      {
        title: "Engineer",
        company: "Hubtel",
        description: "Merchant dashboard.",
        location: "Accra",
        period: "Jan 2017 – Mar 2021",
        startDate: "2017-01",
        endDate: "2021-03",
      },
    ]);
    expect(content.education).toEqual([
      {
        degree: "BSc Computer Science",
        school: "University of Ghana",
        description: "Coding club",
        period: "2013 – 2017",
        startDate: "2013",
        endDate: "2017",
      },
    ]);
    expect(content.skills).toEqual(["TypeScript", "React", "PostgreSQL"]);
    expect(content.projects[0]).toMatchObject({
      title: "Stock app",
      githubUrl: "https://github.com/ama/stock",
      period: "Mar 2022 – Present",
    });
  });

  it("reads certifications, languages, honors, publications, volunteering and visible recommendations", () => {
    expect(content.certificates).toEqual([
      {
        name: "AWS Certified Developer",
        issuer: "Amazon Web Services",
        date: "2021-11",
        url: "https://example.com/cert",
      },
    ]);
    expect(content.languages).toEqual([
      { language: "English", fluency: "Native or bilingual proficiency" },
      { language: "French", fluency: "Professional working proficiency" },
    ]);
    expect(content.achievements).toEqual([
      { title: "Hackathon winner", description: "Accra Tech Week.", date: "2023-05" },
    ]);
    expect(content.publications?.[0]).toMatchObject({ name: "Mobile money APIs in practice", date: "2022-10" });
    expect(content.volunteer?.[0]).toMatchObject({ organization: "Code Club Ghana", position: "Mentor" });
    expect(content.references).toEqual([{ name: "Kofi Boateng", reference: "Ama shipped on time, every time." }]);
  });

  it("lists the files it did not read, and gives valid content with nothing shortened", () => {
    expect(parsed.ignored).toEqual(["Connections.csv", "Jobs/Saved Jobs.csv"]);
    expect(notes).toEqual([]);
    expect(portfolioContentSchema.safeParse(content).success).toBe(true);
  });

  it("keeps a date LinkedIn wrote in words as the period", () => {
    const files = linkedinExportFiles();
    files["Positions.csv"] =
      '"Company Name","Title","Description","Location","Started On","Finished On"\r\n"Acme","Dev","","","Summer 2019",""';
    const { content: c } = readJsonResume(linkedinParser.parse(zipOf(files)).resume);
    expect(c.experience[0]?.period).toBe("Summer 2019 – Present");
    expect(c.experience[0]).not.toHaveProperty("startDate");
  });
});

describe("unsafe ZIP entry names", () => {
  it.each(["../x.csv", "a/../../x.csv", "/etc/passwd", "C:/x.csv", "a\\..\\x.csv", "a\u0000.csv"])(
    "refuses %j",
    (name) => {
      expect(isUnsafeEntryName(name)).toBe(true);
    },
  );
  it.each(["Profile.csv", "Jobs/Saved Jobs.csv", "a..b.csv"])("accepts %j", (name) => {
    expect(isUnsafeEntryName(name)).toBe(false);
  });
});
