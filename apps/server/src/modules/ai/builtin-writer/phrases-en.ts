import { listFormatter, wordsPattern, type Phrasebook } from "./phrasebook";

// "a" or "an" before a title as the user wrote it ("an Engineer", "a UX Designer"): by its first letter, which is
// right for nearly every job title.
const a = (title: string) => (/^[aeiou]/i.test(title) && !/^(uni|use|usa|eu)/i.test(title) ? "an " : "a ") + title;

/** English. */
export const en: Phrasebook = {
  list: listFormatter("en"),
  gap: " ",
  headline: {
    titleSkills: [
      ({ title, skills }) => `${title} · ${skills}`,
      ({ title, skills }) => `${title} working with ${skills}`,
      ({ title, skills }) => `${title} focused on ${skills}`,
    ],
    titleLocation: [
      ({ title, location }) => `${title} based in ${location}`,
      ({ title, location }) => `${title} · ${location}`,
    ],
    skills: [({ skills }) => `Working with ${skills}`, ({ skills }) => `Building with ${skills}`],
    name: [({ name }) => `The portfolio of ${name}`, ({ name }) => `${name} · Portfolio`],
    empty: ["My portfolio", "Welcome to my portfolio"],
  },
  person: {
    skills: [
      ({ skills }) => `My toolkit includes ${skills}.`,
      ({ skills }) => `I work with ${skills}.`,
      ({ skills }) => `My skills include ${skills}.`,
    ],
    closing: [
      "Take a look at my work below.",
      "Feel free to get in touch.",
      "Have a look around, and get in touch if you would like to work together.",
    ],
    emptyBio: ["Welcome to my portfolio.", "Welcome! Here you will find my work and how to reach me."],
    emptyAbout: [
      "Welcome to my portfolio. Here you will find my work and how to get in touch.",
      "Thanks for stopping by. Take a look at my work, and feel free to get in touch.",
    ],
  },
  project: {
    techOnly: [({ tech }) => `This project is built with ${tech}.`, ({ tech }) => `I built this project with ${tech}.`],
    live: ["A live demo is available.", "You can try the live version."],
    code: ["You can browse the source code.", "The source code is linked as well."],
    empty: ["One of the projects in my portfolio.", "A project from my portfolio."],
  },
  experience: {
    empty: ["A role from my professional experience.", "Part of my professional experience."],
  },
  service: {
    withTitle: [
      ({ service, title }) => `${service} is a service I offer as ${a(title)}.`,
      ({ service, title }) => `As ${a(title)}, I offer ${service}.`,
    ],
    plain: [({ service }) => `${service} is one of the services I offer.`, ({ service }) => `I offer ${service}.`],
    skills: [({ skills }) => `For this work I draw on ${skills}.`, ({ skills }) => `I bring ${skills} to this work.`],
    cta: ["Get in touch to discuss what you need.", "Send me a message to talk about your project."],
    empty: ["Get in touch to discuss how I can help with your project."],
  },
  hireMe: {
    withTitle: [
      ({ title }) => `Looking for ${a(title)}? Let's work together.`,
      ({ title }) => `Need ${a(title)} for your next project? I'd be glad to help.`,
    ],
    plain: ["Have a project in mind? Let's work together.", "Let's work together on your next project."],
    services: [({ services }) => `I can help with ${services}.`],
    skills: [({ skills }) => `I bring experience with ${skills}.`, ({ skills }) => `I work with ${skills}.`],
    availability: [({ availability }) => `Availability: ${availability}.`],
    rate: [({ rate }) => `Rate: ${rate}.`],
    cta: ["Get in touch to talk about your project.", "Send me a message and let's get started."],
  },
  rework: {
    greeting: /^(hi|hey|hello|howdy|greetings)(\s+(there|everyone|all|folks))?\s*[,!.:–—-]*\s*/iu,
    fixes: [[/(?<![\p{L}\p{M}'’])i(?=['’]|\s)/gu, "I"]],
    fillers: [wordsPattern(["very", "really", "basically", "actually", "literally"])],
    hedges: [
      [/\bI (think|believe|feel) (that )?/gu, ""],
      [/\bI (try|hope) to\s+/gu, "I "],
      [wordsPattern(["maybe", "perhaps", "probably", "kind of", "sort of", "somewhat"]), ""],
    ],
    formal: [
      [/\bI'm\b/gu, "I am"],
      [/\bI've\b/gu, "I have"],
      [/\bI'll\b/gu, "I will"],
      [/\bI'd\b/gu, "I would"],
      [/\bdon't\b/gu, "do not"],
      [/\bcan't\b/gu, "cannot"],
      [/\bwon't\b/gu, "will not"],
      [/\b([Ii])t's\b/gu, "$1t is"],
    ],
    casual: [
      [/\bI am\b/gu, "I'm"],
      [/\bI will\b/gu, "I'll"],
      [/\bdo not\b/gu, "don't"],
      [/\bcannot\b/gu, "can't"],
    ],
    friendlyOpenName: [({ name }) => `Hi, I'm ${name}!`, ({ name }) => `Hello! I'm ${name}.`],
    friendlyOpen: ["Hi there!", "Hello!"],
    friendlyClose: ["Feel free to say hello!", "I'd love to hear from you."],
    friendlyCloseItem: ["Happy to tell you more about it!", "Ask me anything about it."],
    confidentClose: ["Let's build something great together.", "Let's make your next project a success."],
    confidentCloseItem: ["I'd be glad to bring the same approach to your project."],
  },
};
