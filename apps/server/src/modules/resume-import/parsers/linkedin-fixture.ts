import { strToU8, zipSync, type Zippable } from "fflate";

/** CSV text from rows (the first is the header), quoted as LinkedIn writes it. */
export const csv = (rows: string[][]) =>
  rows.map((row) => row.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(",")).join("\r\n");

/** A LinkedIn data export as LinkedIn sends it (a subset of its files, with the columns it writes). */
export function linkedinExportFiles(): Record<string, string> {
  return {
    "Profile.csv": csv([
      [
        "First Name",
        "Last Name",
        "Maiden Name",
        "Address",
        "Birth Date",
        "Headline",
        "Summary",
        "Industry",
        "Zip Code",
        "Geo Location",
        "Twitter Handles",
        "Websites",
        "Instant Messengers",
      ],
      [
        "Ama",
        "Mensah",
        "",
        "",
        "",
        "Full-stack Developer",
        "Ten years of shipping products.",
        "Software",
        "",
        "Accra, Ghana",
        "[ama_codes]",
        "[PORTFOLIO:https://ama.dev,OTHER:https://blog.ama.dev]",
        "",
      ],
    ]),
    "Email Addresses.csv": csv([
      ["Email Address", "Confirmed", "Primary", "Updated On"],
      ["old@example.com", "Yes", "No", "1/2/20"],
      ["ama@example.com", "Yes", "Yes", "1/2/21"],
    ]),
    "PhoneNumbers.csv": csv([
      ["Extension", "Number", "Type"],
      ["", "+233 20 123 4567", "Mobile"],
    ]),
    "Positions.csv": csv([
      ["Company Name", "Title", "Description", "Location", "Started On", "Finished On"],
      ["Paystack", "Senior Engineer", "Payments APIs.", "Lagos, Nigeria", "Apr 2021", ""],
      ["Hubtel", "Engineer", "Merchant dashboard.", "Accra", "Jan 2017", "Mar 2021"],
    ]),
    "Education.csv": csv([
      ["School Name", "Start Date", "End Date", "Notes", "Degree Name", "Activities"],
      ["University of Ghana", "2013", "2017", "", "BSc Computer Science", "Coding club"],
    ]),
    "Skills.csv": csv([["Name"], ["TypeScript"], ["React"], ["PostgreSQL"]]),
    "Projects.csv": csv([
      ["Title", "Description", "Url", "Started On", "Finished On"],
      ["Stock app", "Stock and mobile money for small shops.", "https://github.com/ama/stock", "Mar 2022", ""],
    ]),
    "Certifications.csv": csv([
      ["Name", "Url", "Authority", "Started On", "Finished On", "License Number"],
      ["AWS Certified Developer", "https://example.com/cert", "Amazon Web Services", "Nov 2021", "", "ABC-1"],
    ]),
    "Languages.csv": csv([
      ["Name", "Proficiency"],
      ["English", "Native or bilingual proficiency"],
      ["French", "Professional working proficiency"],
    ]),
    "Honors.csv": csv([
      ["Title", "Description", "Issued On"],
      ["Hackathon winner", "Accra Tech Week.", "May 2023"],
    ]),
    "Publications.csv": csv([
      ["Name", "Published On", "Description", "Publisher", "Url"],
      [
        "Mobile money APIs in practice",
        "Oct 2022",
        "Payment flows for feature phones.",
        "Smashing Magazine",
        "https://example.com/mm",
      ],
    ]),
    "Volunteering.csv": csv([
      ["Company Name", "Role", "Cause", "Started On", "Finished On", "Description"],
      ["Code Club Ghana", "Mentor", "Education", "Jan 2019", "", "Weekend coding lessons."],
    ]),
    "Recommendations_Received.csv": csv([
      ["First Name", "Last Name", "Company", "Job Title", "Text", "Creation Date", "Status"],
      ["Kofi", "Boateng", "Acme", "CTO", "Ama shipped on time, every time.", "01/02/24", "VISIBLE"],
      ["Hidden", "Person", "", "", "Not shown.", "01/02/24", "HIDDEN"],
    ]),
    // LinkedIn sends many more files; the import reads none of these.
    "Connections.csv":
      'Notes:\r\n"When exporting your connection data..."\r\n\r\nFirst Name,Last Name,URL\r\nKofi,Boateng,https://x',
    "Jobs/Saved Jobs.csv": csv([
      ["Saved Date", "Job Url"],
      ["1/1/24", "https://example.com/job"],
    ]),
  };
}

/** A ZIP of the given files (text as UTF-8, bytes as they are). */
export function zipOf(files: Record<string, string | Uint8Array>): Uint8Array {
  const entries: Zippable = {};
  for (const [name, content] of Object.entries(files)) {
    entries[name] = typeof content === "string" ? strToU8(content) : content;
  }
  return zipSync(entries, { level: 9 });
}
