import { listFormatter, wordsPattern, type Phrasebook } from "./phrasebook";

// Italian. Titles follow "come" without an article and no adjective agrees with the person.

/** Italiano. */
export const it: Phrasebook = {
  list: listFormatter("it"),
  gap: " ",
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
    skills: [
      ({ skills, many }) => `Tra i miei strumenti ${many ? "ci sono" : "c'è"} ${skills}.`,
      ({ skills }) => `Lavoro con ${skills}.`,
      ({ skills }) => `Le mie competenze comprendono ${skills}.`,
    ],
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
    techOnly: [
      ({ tech }) => `Questo progetto è realizzato con ${tech}.`,
      ({ tech }) => `Ho realizzato questo progetto con ${tech}.`,
    ],
    live: ["È disponibile una demo dal vivo.", "Puoi provare la versione online."],
    code: ["Puoi consultare il codice sorgente.", "È disponibile anche il codice sorgente."],
    empty: ["Uno dei progetti del mio portfolio.", "Un progetto del mio portfolio."],
  },
  experience: {
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
