import type { AiTone } from "@foliocraft/schemas";
import type { ExperienceFacts, PersonFacts, ProjectFacts } from "./facts";
import type { Phrasebook } from "./phrasebook";
import type { Chooser } from "./seeded-random";
import type { Listed, ToneBook } from "./tone-phrasebook";

// The bio, about text and project and experience descriptions in a tone. The tones differ in shape, not only in
// words: professional goes who → career → skills → invitation; friendly opens with a hello and ends warmly; confident
// leads with the track record; concise keeps one or three short sentences with no invitation. `kept` holds the
// person's own sentences that carry something their data does not (a rework keeps them; generate passes none).

const present = (items: (string | undefined)[]): string[] => items.filter((s): s is string => Boolean(s));

const listed = (book: Phrasebook, items: readonly string[]): Listed => ({
  list: book.list(items),
  many: items.length > 1,
});

/** Joins groups of sentences: one paragraph when the text is short, else a paragraph per group. */
function paragraphsOf(groups: string[][], gap: string): string {
  const filled = groups.filter((g) => g.length > 0);
  if (filled.flat().length <= 3) return filled.flat().join(gap);
  return filled.map((g) => g.join(gap)).join("\n\n");
}

/** Keeps the first sentences while the text stays within `max` characters. */
function within(sentences: string[], max: number, gap: string): string[] {
  const out: string[] = [];
  for (const sentence of sentences) {
    if ([...out, sentence].join(gap).length > max) break;
    out.push(sentence);
  }
  return out;
}

const bioSkills = 3;

/** The bio: one or two sentences. */
export function bioInTone(
  facts: PersonFacts,
  tone: AiTone,
  tones: ToneBook,
  book: Phrasebook,
  choose: Chooser,
  max: number,
): string {
  const hasWho = Boolean(facts.name || facts.title);
  const hasFocus = facts.skills.length > 0 || facts.location !== "";
  // Concise says where in its one sentence; the others leave that to the second.
  const location = tone === "concise" || !hasFocus ? facts.location : "";
  // The bio sits under the name on the page: a concise one gives the title and leaves the name out.
  const name = tone === "concise" && facts.title ? "" : facts.name;
  const firstName = name ? facts.firstName : "";
  const top = tone === "concise" ? book.list(facts.skills.slice(0, 2)) : "";
  const lead = hasWho
    ? choose.pick(tones.bio.lead)({ name, firstName, title: facts.title, location, skills: top })
    : undefined;
  // Never the whole list the about text gives, so the two do not read alike: the first few, one short of all.
  const skills = facts.skills.slice(0, Math.min(bioSkills, Math.max(1, facts.skills.length - 1)));
  const focus = hasFocus
    ? choose.pick(tones.bio.focus)({ ...listed(book, skills), location: facts.location })
    : undefined;
  if (!lead && !focus) return choose.pick(book.person.emptyBio);
  const order = tone === "concise" ? [lead ?? focus] : tone === "confident" ? [focus, lead] : [lead, focus];
  return within(present(order), max, book.gap).join(book.gap);
}

/** The about text: a paragraph, or a few short ones. */
export function aboutInTone(
  facts: PersonFacts,
  tone: AiTone,
  tones: ToneBook,
  book: Phrasebook,
  choose: Chooser,
  kept: string[],
): string {
  const a = tones.about;
  const say = <T>(when: boolean, variants: readonly ((v: T) => string)[], values: () => T) =>
    when ? choose.pick(variants)(values()) : undefined;
  const hasWho = Boolean(facts.name || facts.title);
  const location = tone === "concise" ? facts.location : "";
  const intro = say(hasWho, a.intro, () => ({
    name: facts.name,
    firstName: facts.firstName,
    title: facts.title,
    location,
    skills: "",
  }));
  const career = facts.career ? choose.pick(a.career)(facts.career) : undefined;
  const employers = say(facts.employers.length > 0, a.employers, () => listed(book, facts.employers));
  const skills = say(facts.skills.length > 0, a.skills, () => listed(book, facts.skills));
  const projects = say(facts.projects.length > 0, a.projects, () => listed(book, facts.projects));
  const services = say(facts.services.length > 0, a.services, () => listed(book, facts.services));
  const where = say(tone !== "concise" && facts.location !== "", a.location, () => ({ location: facts.location }));
  const body = present([intro, career, employers, skills, projects, services, where]);
  if (body.length === 0 && kept.length === 0) return choose.pick(book.person.emptyAbout);
  const own = kept.slice(0, tone === "concise" ? 0 : 2);
  const closing = choose.pick(a.closing);
  switch (tone) {
    case "professional": {
      const work = choose.coin() ? [skills, projects, services] : [projects, skills, services];
      return paragraphsOf(
        [present([intro, where, career, employers]), [...present(work), ...own], present([closing])],
        book.gap,
      );
    }
    case "friendly":
      return paragraphsOf(
        [
          present([intro, where]),
          present([skills, projects, services]),
          [...present([employers, career]), ...own],
          [closing],
        ],
        book.gap,
      );
    case "confident": {
      const lead = choose.coin() ? [career, intro] : [intro, career];
      return paragraphsOf(
        [present(lead), [...present([employers, skills]), ...own], present([projects, services, closing])],
        book.gap,
      );
    }
    case "concise":
      return present([intro, skills, employers ?? projects]).join(book.gap) || choose.pick(book.person.emptyAbout);
  }
}

/** A project's description. */
export function projectInTone(
  project: ProjectFacts,
  tone: AiTone,
  tones: ToneBook,
  book: Phrasebook,
  choose: Chooser,
  kept: string[],
): string {
  const p = tones.project;
  const main =
    project.title || project.technologies.length > 0
      ? choose.pick(p.main)({ title: project.title, ...techOf(book, project.technologies) })
      : undefined;
  if (!main && kept.length === 0) return choose.pick(book.project.empty);
  if (tone === "concise") return present([main, kept[0]]).join(book.gap);
  const links =
    project.hasLive && project.hasCode
      ? choose.pick(p.liveAndCode)
      : project.hasLive
        ? choose.pick(p.live)
        : project.hasCode
          ? choose.pick(p.code)
          : undefined;
  const own = kept.slice(0, 2);
  return tone === "confident"
    ? present([main, links, ...own]).join(book.gap)
    : present([main, ...own, links]).join(book.gap);
}

function techOf(book: Phrasebook, technologies: readonly string[]) {
  return { tech: book.list(technologies), many: technologies.length > 1 };
}

const roleSkills = 3;

/** An experience entry's description. */
export function experienceInTone(
  entry: ExperienceFacts,
  person: PersonFacts,
  tone: AiTone,
  tones: ToneBook,
  book: Phrasebook,
  choose: Chooser,
  kept: string[],
): string {
  const e = tones.experience;
  const main =
    entry.title || entry.company
      ? choose.pick(e.main)({
          title: entry.title,
          company: entry.company,
          period: entry.period,
          current: entry.current,
        })
      : undefined;
  if (!main && kept.length === 0) return choose.pick(book.experience.empty);
  if (tone === "concise") return present([main, kept[0]]).join(book.gap);
  const skills =
    person.skills.length > 0 ? choose.pick(e.skills)(listed(book, person.skills.slice(0, roleSkills))) : undefined;
  const own = kept.slice(0, 2);
  return tone === "friendly"
    ? present([main, skills, ...own]).join(book.gap)
    : present([main, ...own, skills]).join(book.gap);
}
