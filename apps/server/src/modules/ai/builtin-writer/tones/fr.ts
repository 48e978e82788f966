import { byCareer, byFocus, byProject, byRole, byWho, type ToneBooks } from "../tone-phrasebook";

// French. No participle or adjective about the writer ("basé·e", "passionné·e"): verbs and nouns only, and the title
// after "comme" or in apposition, as written.
const ans = (n: number) => `${n} ${n === 1 ? "an" : "ans"}`;
const paren = (period: string) => (period ? ` (${period})` : "");

/** The four tones in French. */
export const fr: ToneBooks = {
  professional: {
    bio: {
      lead: [
        (v) =>
          byWho(v, {
            both: () => `Je m'appelle ${v.name}, ${v.title}${v.location ? ` (${v.location})` : ""}.`,
            name: () => `Je m'appelle ${v.name}${v.location ? ` (${v.location})` : ""}.`,
            title: () => `J'exerce comme ${v.title}${v.location ? ` (${v.location})` : ""}.`,
          }),
        (v) =>
          byWho(v, {
            both: () => `${v.name}, ${v.title}${v.location ? ` (${v.location})` : ""} : voici mon travail.`,
            name: () => `${v.name}${v.location ? `, ${v.location}` : ""} : voici mon portfolio professionnel.`,
            title: () => `Mon métier : ${v.title}${v.location ? `, ${v.location}` : ""}.`,
          }),
      ],
      focus: [
        (v) =>
          byFocus(v, {
            both: () => `Je me spécialise en ${v.list} ; lieu de travail : ${v.location}.`,
            skills: () => `Je me spécialise en ${v.list}.`,
            location: () => `Lieu de travail : ${v.location}.`,
          }),
        (v) =>
          byFocus(v, {
            both: () => `Mon domaine d'expertise : ${v.list}, avec ${v.location} comme point d'attache.`,
            skills: () => `Mon domaine d'expertise : ${v.list}.`,
            location: () => `Mon point d'attache : ${v.location}.`,
          }),
      ],
    },
    about: {
      intro: [
        (v) =>
          byWho(v, {
            both: () => `Mon nom est ${v.name} et j'exerce le métier de ${v.title}.`,
            name: () => `Mon nom est ${v.name}.`,
            title: () => `J'exerce le métier de ${v.title}.`,
          }),
        (v) =>
          byWho(v, {
            both: () => `Je suis ${v.name} et je travaille comme ${v.title}.`,
            name: () => `Je suis ${v.name}, et voici mon portfolio professionnel.`,
            title: () => `Je travaille comme ${v.title}.`,
          }),
      ],
      career: [
        (c) =>
          byCareer(c, {
            years: (n) => `J'ai ${ans(n)} d'expérience professionnelle.`,
            since: (y) => `J'exerce professionnellement depuis ${y}.`,
          }),
        (c) =>
          byCareer(c, {
            years: (n) => `Mon parcours professionnel couvre ${ans(n)}.`,
            since: (y) => `Mon parcours professionnel a commencé en ${y}.`,
          }),
      ],
      employers: [
        ({ list }) => `Mon expérience comprend des postes chez ${list}.`,
        ({ list }) => `J'ai travaillé avec les équipes de ${list}.`,
      ],
      skills: [
        ({ list }) => `Mes domaines de compétence incluent ${list}.`,
        ({ list }) => `Je travaille principalement avec ${list}.`,
      ],
      projects: [
        ({ list }) => `Parmi mes projets choisis figurent ${list}.`,
        ({ list }) => `Les projets présentés ici comprennent ${list}.`,
      ],
      services: [({ list }) => `Je propose ${list}.`, ({ list }) => `Mes services couvrent ${list}.`],
      location: [({ location }) => `Lieu de résidence : ${location}.`, ({ location }) => `Mon bureau : ${location}.`],
      closing: [
        "Contactez-moi pour discuter d'un projet ou d'un poste.",
        "Les demandes concernant de nouveaux projets ou postes sont les bienvenues.",
      ],
    },
    project: {
      main: [
        (v) =>
          byProject(v, {
            both: () => `${v.title} est développé avec ${v.tech}.`,
            title: () => `${v.title} fait partie de mes projets choisis.`,
            tech: () => `Ce projet est développé avec ${v.tech}.`,
          }),
        (v) =>
          byProject(v, {
            both: () => `Pour développer ${v.title}, j'ai utilisé ${v.tech}.`,
            title: () => `${v.title} est un projet de mon portfolio.`,
            tech: () => `Pour développer ce projet, j'ai utilisé ${v.tech}.`,
          }),
      ],
      live: ["Une version en ligne est disponible."],
      code: ["Le code source est public."],
      liveAndCode: ["Une version en ligne et le code source sont disponibles."],
    },
    experience: {
      main: [
        (v) =>
          byRole(v, {
            both: () =>
              `${v.current ? "J'occupe actuellement" : "J'ai occupé"} le poste de ${v.title} chez ${v.company}${paren(v.period)}.`,
            company: () =>
              `${v.current ? "Je travaille actuellement" : "J'ai travaillé"} chez ${v.company}${paren(v.period)}.`,
            title: () =>
              `${v.current ? "Je travaille actuellement" : "J'ai travaillé"} comme ${v.title}${paren(v.period)}.`,
          }),
        (v) =>
          byRole(v, {
            both: () => `Mon ${v.current ? "poste actuel" : "poste"} chez ${v.company}${paren(v.period)} : ${v.title}.`,
            company: () => `Employeur${paren(v.period)} : ${v.company}.`,
            title: () => `Mon ${v.current ? "poste actuel" : "poste"}${paren(v.period)} : ${v.title}.`,
          }),
      ],
      skills: [
        ({ list }) => `Les compétences que j'apporte à ce type de travail incluent ${list}.`,
        ({ list }) => `Compétences utiles à ce poste : ${list}.`,
      ],
    },
  },

  friendly: {
    bio: {
      lead: [
        (v) =>
          byWho(v, {
            both: () => `Salut, moi c'est ${v.firstName}, ${v.title}${v.location ? ` (${v.location})` : ""} !`,
            name: () => `Salut, moi c'est ${v.firstName}${v.location ? ` (${v.location})` : ""} !`,
            title: () => `Salut, je travaille comme ${v.title}${v.location ? ` (${v.location})` : ""} !`,
          }),
        (v) =>
          byWho(v, {
            both: () => `Coucou, ici ${v.firstName}, ${v.title} de métier.`,
            name: () => `Coucou, ici ${v.firstName}.`,
            title: () => `Coucou, mon métier, c'est ${v.title}.`,
          }),
      ],
      focus: [
        (v) =>
          byFocus(v, {
            both: () => `J'adore travailler avec ${v.list}, et mon port d'attache, c'est ${v.location}.`,
            skills: () => `J'adore travailler avec ${v.list}.`,
            location: () => `Mon port d'attache, c'est ${v.location}.`,
          }),
        (v) =>
          byFocus(v, {
            both: () => `Ce que je préfère : ${v.list}, et ma base, c'est ${v.location}.`,
            skills: () => `Ce que je préfère : ${v.list}.`,
            location: () => `Ma base, c'est ${v.location}.`,
          }),
      ],
    },
    about: {
      intro: [
        (v) =>
          byWho(v, {
            both: () => `Bonjour et bienvenue ! Je m'appelle ${v.name} et je fais le métier de ${v.title}.`,
            name: () => `Bonjour et bienvenue ! Je m'appelle ${v.name}.`,
            title: () => `Bonjour et bienvenue ! Je fais le métier de ${v.title}.`,
          }),
        (v) =>
          byWho(v, {
            both: () => `Merci de votre visite ! Moi, c'est ${v.name}, et mon métier, c'est ${v.title}.`,
            name: () => `Merci de votre visite ! Moi, c'est ${v.name}.`,
            title: () => `Merci de votre visite ! Mon métier, c'est ${v.title}.`,
          }),
      ],
      career: [
        (c) =>
          byCareer(c, {
            years: (n) => `Ça fait ${ans(n)} que j'en ai fait mon métier.`,
            since: (y) => `J'en ai fait mon métier en ${y}.`,
          }),
        (c) =>
          byCareer(c, {
            years: (n) => `Ma vie professionnelle compte déjà ${ans(n)}.`,
            since: (y) => `Tout a commencé pour moi en ${y}.`,
          }),
      ],
      employers: [
        ({ list }) => `En chemin, j'ai eu la chance de travailler avec les équipes de ${list}.`,
        ({ list }) => `J'ai passé du temps à travailler chez ${list}.`,
      ],
      skills: [
        ({ list }) => `Au quotidien, je travaille avec ${list}.`,
        ({ list }) => `Mes outils préférés : ${list}.`,
      ],
      projects: [
        ({ list }) => `Jetez un œil à ${list} pour voir ce que je fabrique.`,
        ({ list }) => `Quelques réalisations : ${list}.`,
      ],
      services: [
        ({ list }) => `Je peux vous aider pour ${list}.`,
        ({ list }) => `Je vous donne volontiers un coup de main pour ${list}.`,
      ],
      location: [
        ({ location }) => `${location}, c'est là que je vis et travaille.`,
        ({ location }) => `Chez moi, c'est ${location}.`,
      ],
      closing: ["Écrivez-moi quand vous voulez, ça me fera plaisir !", "Envoyez-moi un message, j'adore échanger."],
    },
    project: {
      main: [
        (v) =>
          byProject(v, {
            both: () => `J'ai fabriqué ${v.title} avec ${v.tech}.`,
            title: () => `Voici ${v.title}, une de mes réalisations.`,
            tech: () => `J'ai monté ce projet avec ${v.tech}.`,
          }),
        (v) =>
          byProject(v, {
            both: () => `Je vous présente ${v.title} ! Il tourne avec ${v.tech}.`,
            title: () => `Je vous présente ${v.title}, un projet à moi !`,
            tech: () => `Sous le capot, ce projet tourne avec ${v.tech}.`,
          }),
      ],
      live: ["Vous pouvez l'essayer en ligne !", "Allez-y, testez la version en ligne."],
      code: [
        "Le code est là si vous voulez l'explorer.",
        "Envie de voir comment ça marche ? Le code source est en lien.",
      ],
      liveAndCode: [
        "Essayez-le en ligne, ou plongez dans le code !",
        "Il y a une version à tester et du code à explorer.",
      ],
    },
    experience: {
      main: [
        (v) =>
          byRole(v, {
            both: () =>
              v.current
                ? `En ce moment, je travaille comme ${v.title} chez ${v.company}${paren(v.period)}.`
                : `J'ai passé un bout de chemin chez ${v.company} comme ${v.title}${paren(v.period)}.`,
            company: () =>
              v.current
                ? `En ce moment, je travaille chez ${v.company}${paren(v.period)}.`
                : `J'ai passé un bout de chemin chez ${v.company}${paren(v.period)}.`,
            title: () =>
              v.current
                ? `En ce moment, je travaille comme ${v.title}${paren(v.period)}.`
                : `J'ai passé un bout de chemin comme ${v.title}${paren(v.period)}.`,
          }),
        (v) =>
          byRole(v, {
            both: () =>
              `Chez ${v.company}, ${v.current ? "j'ai la chance" : "j'ai eu la chance"} de travailler comme ${v.title}${paren(v.period)}.`,
            company: () =>
              `${v.current ? "J'ai la chance" : "J'ai eu la chance"} de travailler chez ${v.company}${paren(v.period)}.`,
            title: () =>
              `${v.current ? "J'ai la chance" : "J'ai eu la chance"} de travailler comme ${v.title}${paren(v.period)}.`,
          }),
      ],
      skills: [
        ({ list }) => `Mes compétences fétiches pour ce genre de travail : ${list}.`,
        ({ list }) => `J'apporte ${list} dans mes bagages.`,
      ],
    },
  },

  confident: {
    bio: {
      lead: [
        (v) =>
          byWho(v, {
            both: () => `Je suis ${v.name}, ${v.title}, et vous pouvez compter sur moi.`,
            name: () => `Je suis ${v.name}, et vous pouvez compter sur moi.`,
            title: () => `En tant que ${v.title}, vous pouvez compter sur moi.`,
          }),
        (v) =>
          byWho(v, {
            both: () => `${v.name}, ${v.title} : à votre disposition.`,
            name: () => `${v.name} : à votre disposition.`,
            title: () => `${v.title}, à votre disposition.`,
          }),
      ],
      focus: [
        (v) =>
          byFocus(v, {
            both: () => `${v.list} : c'est là que je donne le meilleur, avec ${v.location} pour base.`,
            skills: () => `${v.list} : c'est là que je donne le meilleur.`,
            location: () => `Base : ${v.location} ; prochain défi : le vôtre.`,
          }),
        (v) =>
          byFocus(v, {
            both: () => `Je transforme les idées en résultats avec ${v.list}, avec ${v.location} pour base.`,
            skills: () => `Je transforme les idées en résultats avec ${v.list}.`,
            location: () => `Ma base : ${v.location}. Mon standard : les résultats.`,
          }),
      ],
    },
    about: {
      intro: [
        (v) =>
          byWho(v, {
            both: () => `Ici ${v.name} : comme ${v.title}, je fais avancer les choses.`,
            name: () => `Ici ${v.name}, et je fais avancer les choses.`,
            title: () => `Comme ${v.title}, je fais avancer les choses.`,
          }),
        (v) =>
          byWho(v, {
            both: () => `Mon nom est ${v.name}, et le métier de ${v.title} est ce que je fais de mieux.`,
            name: () => `Mon nom est ${v.name}, et je tiens mes engagements.`,
            title: () => `Le métier de ${v.title} est ce que je fais de mieux.`,
          }),
      ],
      career: [
        (c) =>
          byCareer(c, {
            years: (n) => `J'apporte ${ans(n)} d'expérience concrète.`,
            since: (y) => `Je livre des résultats professionnels depuis ${y}.`,
          }),
        (c) =>
          byCareer(c, {
            years: (n) => `${ans(n)} de travail professionnel soutiennent tout ce que je fais.`,
            since: (y) => `Depuis ${y}, je fais ce métier à un niveau professionnel.`,
          }),
      ],
      employers: [
        ({ list }) => `Les équipes de ${list} m'ont confié leur travail.`,
        ({ list }) => `Mon parcours compte ${list}.`,
      ],
      skills: [
        ({ list }) => `Je tire le meilleur de ${list}.`,
        ({ list }) => `Je travaille à haut niveau avec ${list}.`,
      ],
      projects: [
        ({ list }) => `Les résultats parlent d'eux-mêmes dans ${list}.`,
        ({ list, many }) => `${list} ${many ? "montrent" : "montre"} ce que je sais faire.`,
      ],
      services: [
        ({ list }) => `Besoin de ${list} ? Je livre.`,
        ({ list }) => `Je prends en charge ${list}, de bout en bout.`,
      ],
      location: [({ location }) => `${location} est ma base d'opérations.`, ({ location }) => `Ma base : ${location}.`],
      closing: ["Parlons de ce que je peux faire pour vous.", "Quand vous voulez : lançons votre prochain projet."],
    },
    project: {
      main: [
        (v) =>
          byProject(v, {
            both: () => `${v.title} montre ce que je sais faire avec ${v.tech}.`,
            title: () => `${v.title} montre ce que je sais livrer.`,
            tech: () => `Ce projet montre ce que je sais faire avec ${v.tech}.`,
          }),
        (v) =>
          byProject(v, {
            both: () => `Avec ${v.title}, j'ai mis ${v.tech} au travail.`,
            title: () => `${v.title} est un travail que j'assume pleinement.`,
            tech: () => `Ici, j'ai mis ${v.tech} au travail.`,
          }),
      ],
      live: ["Voyez-le tourner en ligne."],
      code: ["Le code est ouvert à la relecture."],
      liveAndCode: ["Il tourne en ligne, et le code est ouvert à la relecture."],
    },
    experience: {
      main: [
        (v) =>
          byRole(v, {
            both: () =>
              `Chez ${v.company}, ${v.current ? "je livre" : "j'ai livré"} des résultats comme ${v.title}${paren(v.period)}.`,
            company: () =>
              `Chez ${v.company}${paren(v.period)}, ${v.current ? "je livre" : "j'ai livré"} des résultats.`,
            title: () => `Comme ${v.title}${paren(v.period)}, ${v.current ? "je livre" : "j'ai livré"} des résultats.`,
          }),
        (v) =>
          byRole(v, {
            both: () =>
              `${v.title} chez ${v.company}${paren(v.period)} : un poste que ${v.current ? "j'assume" : "j'ai assumé"} pleinement.`,
            company: () =>
              `${v.company}${paren(v.period)} : une équipe que ${v.current ? "je fais" : "j'ai fait"} avancer.`,
            title: () =>
              `${v.title}${paren(v.period)} : un poste que ${v.current ? "j'assume" : "j'ai assumé"} pleinement.`,
          }),
      ],
      skills: [
        ({ list }) => `J'apporte ${list} à chaque poste de ce type.`,
        ({ list }) => `Ce que je mets sur la table : ${list}.`,
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
            both: () => `${v.title}${v.location ? ` (${v.location})` : ""} : ${v.name}.`,
            name: () => `${v.name}${v.location ? ` (${v.location})` : ""}.`,
            title: () => `${v.title}${v.location ? ` (${v.location})` : ""}.`,
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
            both: () =>
              `Je suis ${v.name} et je travaille comme ${v.title}${v.location ? `, avec ${v.location} pour base` : ""}.`,
            name: () => `Je suis ${v.name}${v.location ? `, avec ${v.location} pour base` : ""}.`,
            title: () => `Je travaille comme ${v.title}${v.location ? `, avec ${v.location} pour base` : ""}.`,
          }),
        (v) =>
          byWho(v, {
            both: () => `Ici ${v.name}, qui exerce comme ${v.title}${v.location ? `, base : ${v.location}` : ""}.`,
            name: () => `Ici ${v.name}${v.location ? `, base : ${v.location}` : ""}.`,
            title: () => `J'exerce comme ${v.title}${v.location ? `, base : ${v.location}` : ""}.`,
          }),
      ],
      career: [
        (c) => byCareer(c, { years: (n) => `${ans(n)} d'expérience.`, since: (y) => `En activité depuis ${y}.` }),
      ],
      employers: [({ list }) => `Équipes : ${list}.`, ({ list }) => `Parcours : ${list}.`],
      skills: [({ list }) => `Compétences : ${list}.`, ({ list }) => `Outils : ${list}.`],
      projects: [({ list }) => `Projets : ${list}.`],
      services: [({ list }) => `Services : ${list}.`],
      location: [({ location }) => `Base : ${location}.`],
      closing: ["Parlons-en."],
    },
    project: {
      main: [
        (v) =>
          byProject(v, {
            both: () => `${v.title} : ${v.tech}.`,
            title: () => `${v.title}.`,
            tech: () => `Réalisé avec ${v.tech}.`,
          }),
        (v) =>
          byProject(v, {
            both: () => `${v.title}, réalisé avec ${v.tech}.`,
            title: () => `Projet : ${v.title}.`,
            tech: () => `Technologies : ${v.tech}.`,
          }),
      ],
      live: ["Démo en ligne."],
      code: ["Code source en lien."],
      liveAndCode: ["Démo en ligne et code source en lien."],
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
            both: () => `${v.title} chez ${v.company}${v.period ? `, ${v.period}` : ""}.`,
            company: () => `Chez ${v.company}${v.period ? `, ${v.period}` : ""}.`,
            title: () => `Poste : ${v.title}${v.period ? `, ${v.period}` : ""}.`,
          }),
      ],
      skills: [({ list }) => `Compétences : ${list}.`],
    },
  },
};
