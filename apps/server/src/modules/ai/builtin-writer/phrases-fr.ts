import { listFormatter, wordsPattern, type Phrasebook } from "./phrasebook";

// French. No sentence agrees an adjective or participle with the person ("basé·e"): the title follows "comme" or
// "en tant que", and places follow a label, so no "à"/"au"/"en" has to be chosen for a city or a country.

/** Français. */
export const fr: Phrasebook = {
  list: listFormatter("fr"),
  gap: " ",
  headline: {
    titleSkills: [
      ({ title, skills }) => `${title} · ${skills}`,
      ({ title, skills }) => `${title} : ${skills}`,
      ({ title, skills }) => `${title} — ${skills}`,
    ],
    titleLocation: [
      ({ title, location }) => `${title} · ${location}`,
      ({ title, location }) => `${title} (${location})`,
    ],
    skills: [({ skills }) => `Je travaille avec ${skills}`, ({ skills }) => `Compétences : ${skills}`],
    name: [({ name }) => `Le portfolio de ${name}`, ({ name }) => `${name} · Portfolio`],
    empty: ["Mon portfolio", "Bienvenue sur mon portfolio"],
  },
  person: {
    skills: [
      ({ skills }) => `Ma boîte à outils comprend ${skills}.`,
      ({ skills }) => `Je travaille avec ${skills}.`,
      ({ skills }) => `Mes compétences : ${skills}.`,
    ],
    closing: [
      "Découvrez mon travail ci-dessous.",
      "N'hésitez pas à me contacter.",
      "Prenez le temps de parcourir mon travail, et contactez-moi pour collaborer.",
    ],
    emptyBio: ["Bienvenue sur mon portfolio.", "Vous trouverez ici mon travail et comment me joindre."],
    emptyAbout: [
      "Bienvenue sur mon portfolio. Vous y trouverez mon travail et comment me contacter.",
      "Merci de votre visite. Découvrez mon travail et n'hésitez pas à me contacter.",
    ],
  },
  project: {
    techOnly: [
      ({ tech }) => `Ce projet est réalisé avec ${tech}.`,
      ({ tech }) => `J'ai réalisé ce projet avec ${tech}.`,
    ],
    live: ["Une démo en ligne est disponible.", "Vous pouvez essayer la version en ligne."],
    code: ["Le code source est consultable.", "Le code source est également disponible."],
    empty: ["L'un des projets de mon portfolio.", "Un projet de mon portfolio."],
  },
  experience: {
    empty: ["Un poste de mon parcours professionnel.", "Une étape de mon parcours professionnel."],
  },
  service: {
    withTitle: [
      ({ service, title }) => `${service} fait partie des services que je propose en tant que ${title}.`,
      ({ service, title }) => `En tant que ${title}, je propose ce service : ${service}.`,
    ],
    plain: [
      ({ service }) => `${service} fait partie des services que je propose.`,
      ({ service }) => `Je propose ce service : ${service}.`,
    ],
    skills: [({ skills }) => `Pour ce travail, je m'appuie sur ${skills}.`, ({ skills }) => `J'y apporte ${skills}.`],
    cta: ["Contactez-moi pour parler de vos besoins.", "Envoyez-moi un message pour parler de votre projet."],
    empty: ["Contactez-moi pour voir comment je peux aider votre projet."],
  },
  hireMe: {
    withTitle: [
      ({ title }) => `Travaillons ensemble : en tant que ${title}, je peux vous aider sur votre prochain projet.`,
      ({ title }) => `Besoin d'un profil ${title} pour votre prochain projet ? Parlons-en.`,
    ],
    plain: ["Vous avez un projet en tête ? Travaillons ensemble.", "Travaillons ensemble sur votre prochain projet."],
    services: [({ services }) => `Je peux vous aider dans ces domaines : ${services}.`],
    skills: [({ skills }) => `J'ai de l'expérience avec ${skills}.`, ({ skills }) => `Je travaille avec ${skills}.`],
    availability: [({ availability }) => `Disponibilité : ${availability}.`],
    rate: [({ rate }) => `Tarif : ${rate}.`],
    cta: ["Contactez-moi pour parler de votre projet.", "Envoyez-moi un message et commençons."],
  },
  rework: {
    greeting: /^(bonjour|salut|coucou|hello)(\s+(à tous|à toutes|tout le monde))?\s*[,!.:–—-]*\s*/iu,
    fixes: [],
    fillers: [wordsPattern(["très", "vraiment", "réellement", "littéralement", "franchement"])],
    hedges: [
      [/(?<![\p{L}])je (pense|crois) que\s+/giu, ""],
      [wordsPattern(["peut-être", "probablement", "en quelque sorte"]), ""],
    ],
    formal: [],
    casual: [],
    friendlyOpenName: [({ name }) => `Bonjour, je m'appelle ${name} !`, ({ name }) => `Salut ! Moi, c'est ${name}.`],
    friendlyOpen: ["Bonjour !", "Salut !"],
    friendlyClose: ["N'hésitez pas à me dire bonjour !", "Au plaisir d'échanger avec vous."],
    friendlyCloseItem: ["Je vous en dirai volontiers plus !", "Posez-moi vos questions à ce sujet."],
    confidentClose: [
      "Construisons ensemble quelque chose de remarquable.",
      "Faisons de votre prochain projet une réussite.",
    ],
    confidentCloseItem: ["Je peux appliquer la même approche à votre projet."],
  },
};
