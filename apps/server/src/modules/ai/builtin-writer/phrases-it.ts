import { listFormatter, wordsPattern, type Phrasebook } from "./phrasebook";

// Italian. Titles follow "come" without an article and no adjective agrees with the person.
const anni = (n: number) => (n === 1 ? "1 anno" : `${n} anni`);

/** Italiano. */
export const it: Phrasebook = {
  list: listFormatter("it"),
  gap: " ",
  when: (period) => (period ? ` (${period})` : ""),
  headline: {
    titleSkills: [
      ({ title, skills }) => `${title} · ${skills}`,
      ({ title, skills }) => `${title}: ${skills}`,
      ({ title, skills }) => `${title} che lavora con ${skills}`,
    ],
    titleLocation: [
      ({ title, location }) => `${title} · ${location}`,
      ({ title, location }) => `${title} (${location})`,
    ],
    skills: [({ skills }) => `Lavoro con ${skills}`, ({ skills }) => `Competenze: ${skills}`],
    name: [({ name }) => `Il portfolio di ${name}`, ({ name }) => `${name} · Portfolio`],
    empty: ["Il mio portfolio", "Benvenuti nel mio portfolio"],
  },
  person: {
    nameTitle: [
      ({ name, title }) => `Sono ${name} e lavoro come ${title}.`,
      ({ name, title }) => `Mi chiamo ${name} e lavoro come ${title}.`,
      ({ name, title }) => `Ciao, sono ${name}: lavoro come ${title}.`,
    ],
    name: [({ name }) => `Sono ${name}.`, ({ name }) => `Mi chiamo ${name}.`],
    title: [({ title }) => `Lavoro come ${title}.`, ({ title }) => `Di professione: ${title}.`],
    years: [
      ({ years }) => `Ho ${anni(years)} di esperienza professionale.`,
      ({ years }) => `Il mio percorso professionale copre ${anni(years)}.`,
    ],
    since: [
      ({ year }) => `Lavoro professionalmente dal ${year}.`,
      ({ year }) => `Il mio percorso professionale è iniziato nel ${year}.`,
    ],
    employers: [
      ({ employers }) => `Ho lavorato presso ${employers}.`,
      ({ employers }) => `La mia esperienza comprende ruoli presso ${employers}.`,
      ({ employers }) => `Ho fatto parte dei team di ${employers}.`,
    ],
    skills: [
      ({ skills, many }) => `Tra i miei strumenti ${many ? "ci sono" : "c'è"} ${skills}.`,
      ({ skills }) => `Lavoro con ${skills}.`,
      ({ skills }) => `Le mie competenze comprendono ${skills}.`,
    ],
    projects: [
      ({ projects, many }) => `Tra i progetti del mio portfolio ${many ? "ci sono" : "c'è"} ${projects}.`,
      ({ projects }) => `Qui sotto trovi ${projects}.`,
    ],
    location: [({ location }) => `La mia base è ${location}.`, ({ location }) => `Lavoro da ${location}.`],
    services: [({ services }) => `Offro ${services}.`, ({ services }) => `Tra i miei servizi: ${services}.`],
    closing: [
      "Dai un'occhiata al mio lavoro qui sotto.",
      "Non esitare a contattarmi.",
      "Esplora il mio lavoro e scrivimi se vuoi collaborare.",
    ],
    emptyBio: ["Benvenuti nel mio portfolio.", "Qui trovi il mio lavoro e come contattarmi."],
    emptyAbout: [
      "Benvenuti nel mio portfolio. Qui trovi il mio lavoro e come metterti in contatto con me.",
      "Grazie per la visita. Dai un'occhiata al mio lavoro e non esitare a scrivermi.",
    ],
  },
  project: {
    withTech: [
      ({ title, tech }) => `${title} è un progetto realizzato con ${tech}.`,
      ({ title, tech }) => `Per ${title} ho usato ${tech}.`,
      ({ title, tech }) => `In ${title} ho lavorato con ${tech}.`,
    ],
    titleOnly: [
      ({ title }) => `${title} è uno dei progetti del mio portfolio.`,
      ({ title }) => `${title} è un progetto a cui ho lavorato.`,
    ],
    techOnly: [
      ({ tech }) => `Questo progetto è realizzato con ${tech}.`,
      ({ tech }) => `Ho realizzato questo progetto con ${tech}.`,
    ],
    live: ["È disponibile una demo dal vivo.", "Puoi provare la versione online."],
    code: ["Puoi consultare il codice sorgente.", "È disponibile anche il codice sorgente."],
    empty: ["Uno dei progetti del mio portfolio.", "Un progetto del mio portfolio."],
  },
  experience: {
    roleAt: [
      ({ title, company, when, current }) =>
        current
          ? `Lavoro come ${title} presso ${company}${when}.`
          : `Ho lavorato come ${title} presso ${company}${when}.`,
      ({ title, company, when, current }) =>
        current
          ? `Presso ${company} ricopro il ruolo di ${title}${when}.`
          : `Presso ${company} ho ricoperto il ruolo di ${title}${when}.`,
    ],
    company: [
      ({ company, when, current }) =>
        current ? `Lavoro presso ${company}${when}.` : `Ho lavorato presso ${company}${when}.`,
    ],
    role: [
      ({ title, when, current }) => (current ? `Lavoro come ${title}${when}.` : `Ho lavorato come ${title}${when}.`),
    ],
    skills: [
      ({ skills }) => `In questo tipo di lavoro mi affido a competenze come ${skills}.`,
      ({ skills }) => `Porto in questo lavoro competenze come ${skills}.`,
    ],
    empty: ["Un ruolo della mia esperienza professionale.", "Parte della mia esperienza professionale."],
  },
  service: {
    withTitle: [
      ({ service, title }) => `${service} è uno dei servizi che offro come ${title}.`,
      ({ service, title }) => `Come ${title}, offro ${service}.`,
    ],
    plain: [({ service }) => `${service} è uno dei servizi che offro.`, ({ service }) => `Offro ${service}.`],
    skills: [
      ({ skills }) => `Per questo lavoro mi affido a ${skills}.`,
      ({ skills }) => `Porto in questo lavoro ${skills}.`,
    ],
    cta: ["Contattami per parlare di ciò di cui hai bisogno.", "Scrivimi per parlare del tuo progetto."],
    empty: ["Contattami per capire come posso aiutarti con il tuo progetto."],
  },
  hireMe: {
    withTitle: [
      ({ title }) => `Lavoriamo insieme: come ${title}, posso aiutarti nel tuo prossimo progetto.`,
      ({ title }) => `Cerchi supporto come ${title}? Parliamone.`,
    ],
    plain: ["Hai un progetto in mente? Lavoriamo insieme.", "Lavoriamo insieme al tuo prossimo progetto."],
    services: [({ services }) => `Posso aiutarti con ${services}.`],
    skills: [({ skills }) => `Ho esperienza con ${skills}.`, ({ skills }) => `Lavoro con ${skills}.`],
    availability: [({ availability }) => `Disponibilità: ${availability}.`],
    rate: [({ rate }) => `Tariffa: ${rate}.`],
    cta: ["Contattami per parlare del tuo progetto.", "Scrivimi e iniziamo."],
  },
  rework: {
    greeting: /^(ciao|salve|buongiorno|hey)(\s+(a tutti|a tutte))?\s*[,!.:–—-]*\s*/iu,
    fixes: [],
    fillers: [wordsPattern(["molto", "davvero", "veramente", "praticamente", "letteralmente"])],
    // "Credo che" takes the subjunctive: removing it would leave a broken clause, so only adverbs go.
    hedges: [[wordsPattern(["forse", "probabilmente", "magari"]), ""]],
    formal: [],
    casual: [],
    friendlyOpenName: [({ name }) => `Ciao, sono ${name}!`, ({ name }) => `Ciao! Mi chiamo ${name}.`],
    friendlyOpen: ["Ciao!", "Ciao a tutti!"],
    friendlyClose: ["Scrivimi pure, mi farà piacere!", "Sarò felice di sentirti."],
    friendlyCloseItem: ["Te ne parlo volentieri!", "Chiedimi pure qualsiasi cosa."],
    confidentClose: [
      "Costruiamo insieme qualcosa di straordinario.",
      "Facciamo del tuo prossimo progetto un successo.",
    ],
    confidentCloseItem: ["Posso applicare lo stesso approccio al tuo progetto."],
  },
};
