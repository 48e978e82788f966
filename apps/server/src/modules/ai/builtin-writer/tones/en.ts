import { byCareer, byFocus, byProject, byRole, byWho, type ToneBooks } from "../tone-phrasebook";

// English. "a"/"an" by the title's first letter, as in phrases-en.ts.
const a = (title: string) => (/^[aeiou]/i.test(title) && !/^(uni|use|usa|eu)/i.test(title) ? "an " : "a ") + title;
const yrs = (n: number) => `${n} ${n === 1 ? "year" : "years"}`;
const paren = (period: string) => (period ? ` (${period})` : "");
const is = (many: boolean) => (many ? "are" : "is");

/** The four tones in English. */
export const en: ToneBooks = {
  professional: {
    bio: {
      lead: [
        (v) =>
          byWho(v, {
            both: () => `I'm ${v.name}, ${a(v.title)}${v.location ? ` based in ${v.location}` : ""}.`,
            name: () => `I'm ${v.name}${v.location ? `, based in ${v.location}` : ""}.`,
            title: () => `I'm ${a(v.title)}${v.location ? ` based in ${v.location}` : ""}.`,
          }),
        (v) =>
          byWho(v, {
            both: () => `${v.title} ${v.location ? `in ${v.location}, ` : ""}working under my own name, ${v.name}.`,
            name: () => `${v.name}${v.location ? `, ${v.location}` : ""}: welcome to my professional portfolio.`,
            title: () => `${v.title}${v.location ? ` in ${v.location}` : ""}, presenting my professional work here.`,
          }),
      ],
      focus: [
        (v) =>
          byFocus(v, {
            both: () => `I specialise in ${v.list} and work from ${v.location}.`,
            skills: () => `I specialise in ${v.list}.`,
            location: () => `I work from ${v.location}.`,
          }),
        (v) =>
          byFocus(v, {
            both: () => `My core ${v.many ? "skills are" : "skill is"} ${v.list}, with ${v.location} as my base.`,
            skills: () => `My core ${v.many ? "skills are" : "skill is"} ${v.list}.`,
            location: () => `My base is ${v.location}.`,
          }),
      ],
    },
    about: {
      intro: [
        (v) =>
          byWho(v, {
            both: () => `My name is ${v.name} and I work as ${a(v.title)}.`,
            name: () => `My name is ${v.name}.`,
            title: () => `I work as ${a(v.title)}.`,
          }),
        (v) =>
          byWho(v, {
            both: () => `I am ${v.name}, ${a(v.title)} by profession.`,
            name: () => `I am ${v.name}, and this is my professional portfolio.`,
            title: () => `By profession, I am ${a(v.title)}.`,
          }),
      ],
      career: [
        (c) =>
          byCareer(c, {
            years: (n) => `I have ${yrs(n)} of professional experience.`,
            since: (y) => `I have worked professionally since ${y}.`,
          }),
        (c) =>
          byCareer(c, {
            years: (n) => `My professional experience spans ${yrs(n)}.`,
            since: (y) => `My professional career began in ${y}.`,
          }),
      ],
      employers: [
        ({ list }) => `My experience includes roles at ${list}.`,
        ({ list }) => `I have worked with the teams at ${list}.`,
      ],
      skills: [
        ({ list, many }) => `My ${many ? "areas" : "area"} of expertise ${many ? "include" : "is"} ${list}.`,
        ({ list }) => `I work mainly with ${list}.`,
      ],
      projects: [
        ({ list }) => `Selected projects include ${list}.`,
        ({ list }) => `The projects presented here include ${list}.`,
      ],
      services: [({ list }) => `I offer ${list}.`, ({ list }) => `My services cover ${list}.`],
      location: [({ location }) => `I am based in ${location}.`, ({ location }) => `My office is in ${location}.`],
      closing: [
        "Please get in touch to discuss a project or a role.",
        "I welcome enquiries about new projects and positions.",
      ],
    },
    project: {
      main: [
        (v) =>
          byProject(v, {
            both: () => `${v.title} is built with ${v.tech}.`,
            title: () => `${v.title} is one of my selected projects.`,
            tech: () => `This project is built with ${v.tech}.`,
          }),
        (v) =>
          byProject(v, {
            both: () => `${v.title} was developed using ${v.tech}.`,
            title: () => `${v.title} is a project from my portfolio.`,
            tech: () => `This project was developed using ${v.tech}.`,
          }),
      ],
      live: ["A live version is available online."],
      code: ["The source code is publicly available."],
      liveAndCode: ["Both a live version and the source code are available."],
    },
    experience: {
      main: [
        (v) =>
          byRole(v, {
            both: () =>
              `I ${v.current ? "currently serve" : "served"} as ${a(v.title)} at ${v.company}${paren(v.period)}.`,
            company: () => `I ${v.current ? "currently work" : "worked"} at ${v.company}${paren(v.period)}.`,
            title: () => `I ${v.current ? "currently work" : "worked"} as ${a(v.title)}${paren(v.period)}.`,
          }),
        (v) =>
          byRole(v, {
            both: () => `My ${v.current ? "current role" : "role"} at ${v.company}${paren(v.period)}: ${v.title}.`,
            company: () => `My ${v.current ? "current employer" : "employer"}${paren(v.period)}: ${v.company}.`,
            title: () => `My ${v.current ? "current role" : "role"}${paren(v.period)}: ${v.title}.`,
          }),
      ],
      skills: [
        ({ list }) => `The skills I bring to work like this include ${list}.`,
        ({ list }) => `Skills relevant to this role include ${list}.`,
      ],
    },
  },

  friendly: {
    bio: {
      lead: [
        (v) =>
          byWho(v, {
            both: () => `Hi, I'm ${v.firstName}, ${a(v.title)}${v.location ? ` from ${v.location}` : ""}!`,
            name: () => `Hi, I'm ${v.firstName}${v.location ? ` from ${v.location}` : ""}!`,
            title: () => `Hi, I'm ${a(v.title)}${v.location ? ` from ${v.location}` : ""}!`,
          }),
        (v) =>
          byWho(v, {
            both: () => `Hey there, I'm ${v.firstName} and I'm ${a(v.title)}.`,
            name: () => `Hey there, ${v.firstName} here.`,
            title: () => `Hey there, I'm ${a(v.title)}.`,
          }),
      ],
      focus: [
        (v) =>
          byFocus(v, {
            both: () => `I love working with ${v.list}, and home is ${v.location}.`,
            skills: () => `I love working with ${v.list}.`,
            location: () => `Home is ${v.location}.`,
          }),
        (v) =>
          byFocus(v, {
            both: () => `${v.list} ${is(v.many)} what I enjoy most, and you'll find me in ${v.location}.`,
            skills: () => `${v.list} ${is(v.many)} what I enjoy most.`,
            location: () => `You'll find me in ${v.location}.`,
          }),
      ],
    },
    about: {
      intro: [
        (v) =>
          byWho(v, {
            both: () => `Hello and welcome! I'm ${v.name}, and I'm ${a(v.title)}.`,
            name: () => `Hello and welcome! I'm ${v.name}.`,
            title: () => `Hello and welcome! I'm ${a(v.title)}.`,
          }),
        (v) =>
          byWho(v, {
            both: () => `Thanks for stopping by! I'm ${v.name}, and I work as ${a(v.title)}.`,
            name: () => `Thanks for stopping by! I'm ${v.name}.`,
            title: () => `Thanks for stopping by! I work as ${a(v.title)}.`,
          }),
      ],
      career: [
        (c) =>
          byCareer(c, {
            years: (n) => `I've been at it professionally for ${yrs(n)}.`,
            since: (y) => `I've been doing this since ${y}.`,
          }),
        (c) =>
          byCareer(c, {
            years: (n) => `My working life so far adds up to ${yrs(n)}.`,
            since: (y) => `I started my career back in ${y}.`,
          }),
      ],
      employers: [
        ({ list }) => `Along the way, I've had the chance to work with the teams at ${list}.`,
        ({ list }) => `I've spent time working at ${list}.`,
      ],
      skills: [
        ({ list }) => `Day to day, you'll find me working with ${list}.`,
        ({ list, many }) => `The ${many ? "tools I enjoy most are" : "tool I enjoy most is"} ${list}.`,
      ],
      projects: [
        ({ list }) => `Have a look at ${list} to see what I've been making.`,
        ({ list }) => `A few things I've made: ${list}.`,
      ],
      services: [({ list }) => `I can help you with ${list}.`, ({ list }) => `I'm happy to help with ${list}.`],
      location: [({ location }) => `I live and work in ${location}.`, ({ location }) => `Home for me is ${location}.`],
      closing: ["Say hello any time, I'd love to hear from you!", "Drop me a message, I'm always happy to chat."],
    },
    project: {
      main: [
        (v) =>
          byProject(v, {
            both: () => `I made ${v.title} with ${v.tech}.`,
            title: () => `Here's ${v.title}, one of the things I've made.`,
            tech: () => `I put this one together with ${v.tech}.`,
          }),
        (v) =>
          byProject(v, {
            both: () => `Meet ${v.title}! It runs on ${v.tech}.`,
            title: () => `Meet ${v.title}, a project of mine!`,
            tech: () => `Under the hood, this one runs on ${v.tech}.`,
          }),
      ],
      live: ["You can try it out live!", "Go ahead and give the live version a spin."],
      code: ["The code is up for you to explore, too.", "Curious how it works? The source code is linked."],
      liveAndCode: ["Try it live, or dig into the code!", "There's a live version to play with and code to explore."],
    },
    experience: {
      main: [
        (v) =>
          byRole(v, {
            both: () =>
              v.current
                ? `These days I'm ${a(v.title)} at ${v.company}${paren(v.period)}.`
                : `I spent time at ${v.company} as ${a(v.title)}${paren(v.period)}.`,
            company: () =>
              v.current
                ? `These days I'm at ${v.company}${paren(v.period)}.`
                : `I spent time at ${v.company}${paren(v.period)}.`,
            title: () =>
              v.current
                ? `These days I work as ${a(v.title)}${paren(v.period)}.`
                : `I spent time working as ${a(v.title)}${paren(v.period)}.`,
          }),
        (v) =>
          byRole(v, {
            both: () => `At ${v.company}, I ${v.current ? "get" : "got"} to work as ${a(v.title)}${paren(v.period)}.`,
            company: () => `I ${v.current ? "get" : "got"} to work at ${v.company}${paren(v.period)}.`,
            title: () => `I ${v.current ? "get" : "got"} to work as ${a(v.title)}${paren(v.period)}.`,
          }),
      ],
      skills: [
        ({ list }) => `My go-to skills for this kind of work: ${list}.`,
        ({ list }) => `I bring ${list} along to work like this.`,
      ],
    },
  },

  confident: {
    bio: {
      // Confident puts the focus first and the lead second.
      lead: [
        (v) =>
          byWho(v, {
            both: () => `I'm ${v.name}, ${a(v.title)} you can count on.`,
            name: () => `I'm ${v.name}, and you can count on me.`,
            title: () => `I'm ${a(v.title)} you can count on.`,
          }),
        (v) =>
          byWho(v, {
            both: () => `${v.name}, ${v.title}: ready when you are.`,
            name: () => `${v.name}: ready when you are.`,
            title: () => `${v.title}, ready when you are.`,
          }),
      ],
      focus: [
        (v) =>
          byFocus(v, {
            both: () => `${v.list}: that's where I do my best work, out of ${v.location}.`,
            skills: () => `${v.list}: that's where I do my best work.`,
            location: () => `Based in ${v.location} and ready for the next challenge.`,
          }),
        (v) =>
          byFocus(v, {
            both: () => `I turn ideas into results with ${v.list}, from ${v.location}.`,
            skills: () => `I turn ideas into results with ${v.list}.`,
            location: () => `${v.location} is my base, and results are my standard.`,
          }),
      ],
    },
    about: {
      intro: [
        (v) =>
          byWho(v, {
            both: () => `${v.name} here: as ${a(v.title)}, I get things done.`,
            name: () => `${v.name} here, and I get things done.`,
            title: () => `As ${a(v.title)}, I get things done.`,
          }),
        (v) =>
          byWho(v, {
            both: () => `My name is ${v.name}, and ${v.title} is what I do best.`,
            name: () => `My name is ${v.name}, and I deliver.`,
            title: () => `${v.title} is what I do best.`,
          }),
      ],
      career: [
        (c) =>
          byCareer(c, {
            years: (n) => `I bring ${yrs(n)} of hands-on experience.`,
            since: (y) => `I have been delivering professionally since ${y}.`,
          }),
        (c) =>
          byCareer(c, {
            years: (n) => `${yrs(n)} of professional work stand behind everything I do.`,
            since: (y) => `Since ${y}, I have been doing this at a professional level.`,
          }),
      ],
      employers: [
        ({ list }) => `Teams at ${list} have trusted me with their work.`,
        ({ list }) => `My track record includes ${list}.`,
      ],
      skills: [({ list }) => `I get the most out of ${list}.`, ({ list }) => `I work at a high level with ${list}.`],
      projects: [
        ({ list }) => `See the results for yourself in ${list}.`,
        ({ list, many }) => `${list} ${many ? "show" : "shows"} what I can do.`,
      ],
      services: [
        ({ list }) => `When you need ${list}, I deliver.`,
        ({ list }) => `I take on ${list}, start to finish.`,
      ],
      location: [({ location }) => `I operate from ${location}.`, ({ location }) => `${location} is my base.`],
      closing: ["Let's talk about what I can do for you.", "Ready when you are: let's get your next project moving."],
    },
    project: {
      main: [
        (v) =>
          byProject(v, {
            both: () => `${v.title} shows what I can do with ${v.tech}.`,
            title: () => `${v.title} shows what I can deliver.`,
            tech: () => `This project shows what I can do with ${v.tech}.`,
          }),
        (v) =>
          byProject(v, {
            both: () => `With ${v.title}, I put ${v.tech} to work.`,
            title: () => `${v.title} is work I stand behind.`,
            tech: () => `Here I put ${v.tech} to work.`,
          }),
      ],
      live: ["See it running live."],
      code: ["The code is open for review."],
      liveAndCode: ["It runs live, and the code is open for review."],
    },
    experience: {
      main: [
        (v) =>
          byRole(v, {
            both: () => `At ${v.company}, I ${v.current ? "deliver" : "delivered"} as ${a(v.title)}${paren(v.period)}.`,
            company: () => `At ${v.company}${paren(v.period)}, I ${v.current ? "deliver" : "delivered"}.`,
            title: () => `As ${a(v.title)}${paren(v.period)}, I ${v.current ? "deliver" : "delivered"}.`,
          }),
        (v) =>
          byRole(v, {
            both: () => `${v.title} at ${v.company}${paren(v.period)}: a role I ${v.current ? "own" : "owned"}.`,
            company: () => `${v.company}${paren(v.period)}: a team I ${v.current ? "drive" : "drove"} forward.`,
            title: () => `${v.title}${paren(v.period)}: a role I ${v.current ? "own" : "owned"}.`,
          }),
      ],
      skills: [
        ({ list }) => `I bring ${list} to every role like this.`,
        ({ list, many }) => `${list} ${is(many)} what I bring to the table.`,
      ],
    },
  },

  concise: {
    bio: {
      lead: [
        (v) =>
          byWho(v, {
            both: () => `${v.name}, ${v.title}${v.location ? `, ${v.location}` : ""}.`,
            name: () => `${v.name}${v.location ? `, ${v.location}` : ""}.`,
            title: () => `${v.title}${v.location ? `, ${v.location}` : ""}.`,
          }),
        (v) =>
          byWho(v, {
            both: () => `${v.title}${v.location ? ` in ${v.location}` : ""}: ${v.name}.`,
            name: () => `${v.name}${v.location ? ` in ${v.location}` : ""}.`,
            title: () => `${v.title}${v.location ? ` in ${v.location}` : ""}.`,
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
            both: () => `I'm ${v.name} and I work as ${a(v.title)}${v.location ? ` from ${v.location}` : ""}.`,
            name: () => `I'm ${v.name}${v.location ? `, working from ${v.location}` : ""}.`,
            title: () => `I work as ${a(v.title)}${v.location ? ` from ${v.location}` : ""}.`,
          }),
        (v) =>
          byWho(v, {
            both: () => `${v.name} here, working as ${a(v.title)}${v.location ? ` out of ${v.location}` : ""}.`,
            name: () => `${v.name} here${v.location ? `, working out of ${v.location}` : ""}.`,
            title: () => `Working as ${a(v.title)}${v.location ? ` out of ${v.location}` : ""}.`,
          }),
      ],
      career: [
        (c) =>
          byCareer(c, {
            years: (n) => `${yrs(n)} of experience.`,
            since: (y) => `Working since ${y}.`,
          }),
      ],
      employers: [({ list }) => `Past and present teams: ${list}.`, ({ list }) => `Worked at ${list}.`],
      skills: [({ list }) => `Skills: ${list}.`, ({ list }) => `Tools: ${list}.`],
      projects: [({ list }) => `Projects: ${list}.`],
      services: [({ list }) => `Services: ${list}.`],
      location: [({ location }) => `Based in ${location}.`],
      closing: ["Get in touch."],
    },
    project: {
      main: [
        (v) =>
          byProject(v, {
            both: () => `${v.title}: ${v.tech}.`,
            title: () => `${v.title}.`,
            tech: () => `Built with ${v.tech}.`,
          }),
        (v) =>
          byProject(v, {
            both: () => `${v.title}, built with ${v.tech}.`,
            title: () => `Project: ${v.title}.`,
            tech: () => `Stack: ${v.tech}.`,
          }),
      ],
      live: ["Live demo online."],
      code: ["Source code linked."],
      liveAndCode: ["Live demo and source code linked."],
    },
    experience: {
      main: [
        (v) =>
          byRole(v, {
            both: () => `${v.title}, ${v.company}${paren(v.period)}.`,
            company: () => `${v.company}${paren(v.period)}.`,
            title: () => `${v.title}${paren(v.period)}.`,
          }),
        (v) =>
          byRole(v, {
            both: () => `${v.title} at ${v.company}${v.period ? `, ${v.period}` : ""}.`,
            company: () => `At ${v.company}${v.period ? `, ${v.period}` : ""}.`,
            title: () => `Role: ${v.title}${v.period ? `, ${v.period}` : ""}.`,
          }),
      ],
      skills: [({ list }) => `Skills: ${list}.`],
    },
  },
};
