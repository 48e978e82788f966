import { byCareer, byFocus, byProject, byRole, byWho, type ToneBooks } from "../tone-phrasebook";

// Italian. No participle or adjective about the writer ("basato/a", "appassionato/a"): verbs and nouns only, and the
// title after "come" or in apposition, as written.
const anni = (n: number) => `${n} ${n === 1 ? "anno" : "anni"}`;
/** "a Roma", "ad Accra": the preposition before a place. */
const a = (place: string) => (/^[aA]/u.test(place) ? `ad ${place}` : `a ${place}`);
const paren = (period: string) => (period ? ` (${period})` : "");

/** The four tones in Italian. */
export const it: ToneBooks = {
  professional: {
    bio: {
      lead: [
        (v) =>
          byWho(v, {
            both: () => `Sono ${v.name}, ${v.title}${v.location ? ` ${a(v.location)}` : ""}.`,
            name: () => `Sono ${v.name}${v.location ? ` e lavoro ${a(v.location)}` : ""}.`,
            title: () => `Lavoro come ${v.title}${v.location ? ` ${a(v.location)}` : ""}.`,
          }),
        (v) =>
          byWho(v, {
            both: () => `${v.name}, ${v.title}${v.location ? ` ${a(v.location)}` : ""}: qui presento il mio lavoro.`,
            name: () => `${v.name}${v.location ? `, ${v.location}` : ""}: questo è il mio portfolio professionale.`,
            title: () => `La mia professione: ${v.title}${v.location ? `, ${a(v.location)}` : ""}.`,
          }),
      ],
      focus: [
        (v) =>
          byFocus(v, {
            both: () => `Mi occupo in particolare di ${v.list} e lavoro da ${v.location}.`,
            skills: () => `Mi occupo in particolare di ${v.list}.`,
            location: () => `Lavoro da ${v.location}.`,
          }),
        (v) =>
          byFocus(v, {
            both: () => `Il mio ambito di specializzazione: ${v.list}, con sede ${a(v.location)}.`,
            skills: () => `Il mio ambito di specializzazione: ${v.list}.`,
            location: () => `La mia sede è ${a(v.location)}.`,
          }),
      ],
    },
    about: {
      intro: [
        (v) =>
          byWho(v, {
            both: () => `Mi chiamo ${v.name} ed esercito la professione di ${v.title}.`,
            name: () => `Mi chiamo ${v.name}.`,
            title: () => `Esercito la professione di ${v.title}.`,
          }),
        (v) =>
          byWho(v, {
            both: () => `Il mio nome è ${v.name} e lavoro come ${v.title}.`,
            name: () => `Il mio nome è ${v.name}, e questo è il mio portfolio professionale.`,
            title: () => `Di professione lavoro come ${v.title}.`,
          }),
      ],
      career: [
        (c) =>
          byCareer(c, {
            years: (n) => `Ho ${anni(n)} di esperienza professionale.`,
            since: (y) => `Lavoro in questo campo dal ${y}.`,
          }),
        (c) =>
          byCareer(c, {
            years: (n) => `Il mio percorso professionale copre ${anni(n)}.`,
            since: (y) => `Il mio percorso professionale è iniziato nel ${y}.`,
          }),
      ],
      employers: [
        ({ list }) => `La mia esperienza comprende ruoli presso ${list}.`,
        ({ list }) => `Ho lavorato con i team di ${list}.`,
      ],
      skills: [
        ({ list }) => `Le mie aree di competenza includono ${list}.`,
        ({ list }) => `Lavoro principalmente con ${list}.`,
      ],
      projects: [
        ({ list }) => `Tra i progetti selezionati ci sono ${list}.`,
        ({ list }) => `I progetti presentati qui comprendono ${list}.`,
      ],
      services: [({ list }) => `Offro ${list}.`, ({ list }) => `I miei servizi comprendono ${list}.`],
      location: [
        ({ location }) => `Risiedo ${a(location)}.`,
        ({ location }) => `Il mio ufficio si trova ${a(location)}.`,
      ],
      closing: [
        "Contattatemi per parlare di un progetto o di una posizione.",
        "Accolgo volentieri richieste per nuovi progetti e posizioni.",
      ],
    },
    project: {
      main: [
        (v) =>
          byProject(v, {
            both: () => `${v.title} è sviluppato con ${v.tech}.`,
            title: () => `${v.title} è uno dei miei progetti selezionati.`,
            tech: () => `Questo progetto è sviluppato con ${v.tech}.`,
          }),
        (v) =>
          byProject(v, {
            both: () => `Per sviluppare ${v.title} ho utilizzato ${v.tech}.`,
            title: () => `${v.title} fa parte del mio portfolio.`,
            tech: () => `Per sviluppare questo progetto ho utilizzato ${v.tech}.`,
          }),
      ],
      live: ["È disponibile una versione online."],
      code: ["Il codice sorgente è pubblico."],
      liveAndCode: ["Sono disponibili sia la versione online sia il codice sorgente."],
    },
    experience: {
      main: [
        (v) =>
          byRole(v, {
            both: () =>
              `${v.current ? "Attualmente ricopro" : "Ho ricoperto"} il ruolo di ${v.title} presso ${v.company}${paren(v.period)}.`,
            company: () => `${v.current ? "Attualmente lavoro" : "Ho lavorato"} presso ${v.company}${paren(v.period)}.`,
            title: () => `${v.current ? "Attualmente lavoro" : "Ho lavorato"} come ${v.title}${paren(v.period)}.`,
          }),
        (v) =>
          byRole(v, {
            both: () =>
              `Il mio ${v.current ? "ruolo attuale" : "ruolo"} presso ${v.company}${paren(v.period)}: ${v.title}.`,
            company: () => `Azienda${paren(v.period)}: ${v.company}.`,
            title: () => `Il mio ${v.current ? "ruolo attuale" : "ruolo"}${paren(v.period)}: ${v.title}.`,
          }),
      ],
      skills: [
        ({ list }) => `Le competenze che porto in questo tipo di lavoro includono ${list}.`,
        ({ list }) => `Competenze utili per questo ruolo: ${list}.`,
      ],
    },
  },

  friendly: {
    bio: {
      lead: [
        (v) =>
          byWho(v, {
            both: () => `Ciao, sono ${v.firstName}, ${v.title}${v.location ? ` ${a(v.location)}` : ""}!`,
            name: () => `Ciao, sono ${v.firstName}${v.location ? ` e vivo ${a(v.location)}` : ""}!`,
            title: () => `Ciao, lavoro come ${v.title}${v.location ? ` ${a(v.location)}` : ""}!`,
          }),
        (v) =>
          byWho(v, {
            both: () => `Ehilà, qui ${v.firstName}, di mestiere ${v.title}.`,
            name: () => `Ehilà, qui ${v.firstName}.`,
            title: () => `Ehilà, di mestiere lavoro come ${v.title}.`,
          }),
      ],
      focus: [
        (v) =>
          byFocus(v, {
            both: () => `Adoro lavorare con ${v.list}, e casa mia è ${v.location}.`,
            skills: () => `Adoro lavorare con ${v.list}.`,
            location: () => `Casa mia è ${v.location}.`,
          }),
        (v) =>
          byFocus(v, {
            both: () => `Quello che mi piace di più: ${v.list}, e mi trovi ${a(v.location)}.`,
            skills: () => `Quello che mi piace di più: ${v.list}.`,
            location: () => `Mi trovi ${a(v.location)}.`,
          }),
      ],
    },
    about: {
      intro: [
        (v) =>
          byWho(v, {
            both: () => `Ciao, ti do il benvenuto! Mi chiamo ${v.name} e lavoro come ${v.title}.`,
            name: () => `Ciao, ti do il benvenuto! Mi chiamo ${v.name}.`,
            title: () => `Ciao, ti do il benvenuto! Lavoro come ${v.title}.`,
          }),
        (v) =>
          byWho(v, {
            both: () => `Grazie della visita! Io sono ${v.name}, e il mio mestiere è ${v.title}.`,
            name: () => `Grazie della visita! Io sono ${v.name}.`,
            title: () => `Grazie della visita! Il mio mestiere è ${v.title}.`,
          }),
      ],
      career: [
        (c) =>
          byCareer(c, {
            years: (n) => `Faccio questo lavoro da ${anni(n)}.`,
            since: (y) => `Faccio questo lavoro dal ${y}.`,
          }),
        (c) =>
          byCareer(c, {
            years: (n) => `La mia vita lavorativa conta già ${anni(n)}.`,
            since: (y) => `Tutto è cominciato nel ${y}.`,
          }),
      ],
      employers: [
        ({ list }) => `Lungo la strada ho avuto la fortuna di lavorare con i team di ${list}.`,
        ({ list }) => `Ho passato un periodo a lavorare presso ${list}.`,
      ],
      skills: [({ list }) => `Ogni giorno lavoro con ${list}.`, ({ list }) => `I miei strumenti preferiti: ${list}.`],
      projects: [
        ({ list }) => `Dai un'occhiata a ${list} per vedere cosa sto creando.`,
        ({ list }) => `Alcune cose che ho fatto: ${list}.`,
      ],
      services: [({ list }) => `Posso darti una mano con ${list}.`, ({ list }) => `Ti aiuto volentieri con ${list}.`],
      location: [({ location }) => `Vivo e lavoro ${a(location)}.`, ({ location }) => `Casa, per me, è ${location}.`],
      closing: [
        "Scrivimi quando vuoi, mi farà piacere sentirti!",
        "Mandami un messaggio, ho sempre voglia di fare due chiacchiere.",
      ],
    },
    project: {
      main: [
        (v) =>
          byProject(v, {
            both: () => `Ho realizzato ${v.title} con ${v.tech}.`,
            title: () => `Ecco ${v.title}, una delle cose che ho creato.`,
            tech: () => `Ho messo insieme questo progetto con ${v.tech}.`,
          }),
        (v) =>
          byProject(v, {
            both: () => `Ti presento ${v.title}! Gira con ${v.tech}.`,
            title: () => `Ti presento ${v.title}, un mio progetto!`,
            tech: () => `Sotto il cofano, questo progetto gira con ${v.tech}.`,
          }),
      ],
      live: ["Puoi provarlo dal vivo!", "Dai, prova la versione online."],
      code: ["Anche il codice è lì da esplorare.", "Vuoi sapere come funziona? Il codice sorgente è nel link."],
      liveAndCode: ["Provalo dal vivo o tuffati nel codice!", "C'è una versione da provare e del codice da esplorare."],
    },
    experience: {
      main: [
        (v) =>
          byRole(v, {
            both: () =>
              v.current
                ? `Oggi lavoro come ${v.title} presso ${v.company}${paren(v.period)}.`
                : `Ho passato un periodo presso ${v.company} come ${v.title}${paren(v.period)}.`,
            company: () =>
              v.current
                ? `Oggi lavoro presso ${v.company}${paren(v.period)}.`
                : `Ho passato un periodo presso ${v.company}${paren(v.period)}.`,
            title: () =>
              v.current
                ? `Oggi lavoro come ${v.title}${paren(v.period)}.`
                : `Ho passato un periodo a lavorare come ${v.title}${paren(v.period)}.`,
          }),
        (v) =>
          byRole(v, {
            both: () =>
              `Presso ${v.company} ${v.current ? "ho" : "ho avuto"} la fortuna di lavorare come ${v.title}${paren(v.period)}.`,
            company: () =>
              `${v.current ? "Ho" : "Ho avuto"} la fortuna di lavorare presso ${v.company}${paren(v.period)}.`,
            title: () => `${v.current ? "Ho" : "Ho avuto"} la fortuna di lavorare come ${v.title}${paren(v.period)}.`,
          }),
      ],
      skills: [
        ({ list }) => `Le mie competenze preferite per questo tipo di lavoro: ${list}.`,
        ({ list }) => `In un lavoro così porto con me ${list}.`,
      ],
    },
  },

  confident: {
    bio: {
      lead: [
        (v) =>
          byWho(v, {
            both: () => `Sono ${v.name}, ${v.title}, e puoi contare su di me.`,
            name: () => `Sono ${v.name}, e puoi contare su di me.`,
            title: () => `Come ${v.title}, puoi contare su di me.`,
          }),
        (v) =>
          byWho(v, {
            both: () => `${v.name}, ${v.title}: a tua disposizione.`,
            name: () => `${v.name}: a tua disposizione.`,
            title: () => `${v.title}, a tua disposizione.`,
          }),
      ],
      focus: [
        (v) =>
          byFocus(v, {
            both: () => `${v.list}: è qui che do il meglio, da ${v.location}.`,
            skills: () => `${v.list}: è qui che do il meglio.`,
            location: () => `Da ${v.location} affronto la prossima sfida.`,
          }),
        (v) =>
          byFocus(v, {
            both: () => `Trasformo le idee in risultati con ${v.list}, da ${v.location}.`,
            skills: () => `Trasformo le idee in risultati con ${v.list}.`,
            location: () => `La mia base: ${v.location}. Il mio standard: i risultati.`,
          }),
      ],
    },
    about: {
      intro: [
        (v) =>
          byWho(v, {
            both: () => `Qui ${v.name}: come ${v.title}, porto a termine il lavoro.`,
            name: () => `Qui ${v.name}, e porto a termine il lavoro.`,
            title: () => `Come ${v.title}, porto a termine il lavoro.`,
          }),
        (v) =>
          byWho(v, {
            both: () => `Mi chiamo ${v.name}, e il lavoro di ${v.title} è ciò che so fare meglio.`,
            name: () => `Mi chiamo ${v.name}, e mantengo ciò che prometto.`,
            title: () => `Il lavoro di ${v.title} è ciò che so fare meglio.`,
          }),
      ],
      career: [
        (c) =>
          byCareer(c, {
            years: (n) => `Porto ${anni(n)} di esperienza sul campo.`,
            since: (y) => `Dal ${y} consegno risultati professionali.`,
          }),
        (c) =>
          byCareer(c, {
            years: (n) => `Dietro tutto ciò che faccio ci sono ${anni(n)} di lavoro professionale.`,
            since: (y) => `Dal ${y} faccio questo lavoro a livello professionale.`,
          }),
      ],
      employers: [
        ({ list }) => `I team di ${list} mi hanno affidato il loro lavoro.`,
        ({ list }) => `Il mio curriculum comprende ${list}.`,
      ],
      skills: [({ list }) => `Tiro fuori il massimo da ${list}.`, ({ list }) => `Lavoro ad alto livello con ${list}.`],
      projects: [
        ({ list }) => `I risultati parlano da soli in ${list}.`,
        ({ list, many }) => `${list} ${many ? "mostrano" : "mostra"} ciò che so fare.`,
      ],
      services: [
        ({ list }) => `Quando ti serve ${list}, io consegno.`,
        ({ list }) => `Mi occupo di ${list}, dall'inizio alla fine.`,
      ],
      location: [({ location }) => `Opero da ${location}.`, ({ location }) => `La mia base è ${location}.`],
      closing: ["Parliamo di cosa posso fare per te.", "Quando vuoi: mettiamo in moto il tuo prossimo progetto."],
    },
    project: {
      main: [
        (v) =>
          byProject(v, {
            both: () => `${v.title} mostra cosa so fare con ${v.tech}.`,
            title: () => `${v.title} mostra cosa so consegnare.`,
            tech: () => `Questo progetto mostra cosa so fare con ${v.tech}.`,
          }),
        (v) =>
          byProject(v, {
            both: () => `Con ${v.title} ho messo ${v.tech} al lavoro.`,
            title: () => `${v.title} è un lavoro che firmo con convinzione.`,
            tech: () => `Qui ho messo ${v.tech} al lavoro.`,
          }),
      ],
      live: ["Guardalo in funzione dal vivo."],
      code: ["Il codice è aperto alla revisione."],
      liveAndCode: ["Funziona dal vivo, e il codice è aperto alla revisione."],
    },
    experience: {
      main: [
        (v) =>
          byRole(v, {
            both: () =>
              `Presso ${v.company} ${v.current ? "consegno" : "ho consegnato"} risultati come ${v.title}${paren(v.period)}.`,
            company: () =>
              `Presso ${v.company}${paren(v.period)} ${v.current ? "consegno" : "ho consegnato"} risultati.`,
            title: () => `Come ${v.title}${paren(v.period)} ${v.current ? "consegno" : "ho consegnato"} risultati.`,
          }),
        (v) =>
          byRole(v, {
            both: () =>
              `${v.title} presso ${v.company}${paren(v.period)}: un ruolo che ${v.current ? "ricopro" : "ho ricoperto"} a pieno.`,
            company: () => `${v.company}${paren(v.period)}: un team che ${v.current ? "porto" : "ho portato"} avanti.`,
            title: () =>
              `${v.title}${paren(v.period)}: un ruolo che ${v.current ? "ricopro" : "ho ricoperto"} a pieno.`,
          }),
      ],
      skills: [
        ({ list }) => `Porto ${list} in ogni ruolo come questo.`,
        ({ list }) => `Quello che metto sul tavolo: ${list}.`,
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
            both: () => `${v.title}${v.location ? ` ${a(v.location)}` : ""}: ${v.name}.`,
            name: () => `${v.name}${v.location ? ` ${a(v.location)}` : ""}.`,
            title: () => `${v.title}${v.location ? ` ${a(v.location)}` : ""}.`,
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
            both: () => `Sono ${v.name} e lavoro come ${v.title}${v.location ? ` da ${v.location}` : ""}.`,
            name: () => `Sono ${v.name}${v.location ? ` e lavoro da ${v.location}` : ""}.`,
            title: () => `Lavoro come ${v.title}${v.location ? ` da ${v.location}` : ""}.`,
          }),
        (v) =>
          byWho(v, {
            both: () => `Qui ${v.name}, di professione ${v.title}${v.location ? `; sede: ${v.location}` : ""}.`,
            name: () => `Qui ${v.name}${v.location ? `; sede: ${v.location}` : ""}.`,
            title: () => `Di professione ${v.title}${v.location ? `; sede: ${v.location}` : ""}.`,
          }),
      ],
      career: [
        (c) => byCareer(c, { years: (n) => `${anni(n)} di esperienza.`, since: (y) => `In attività dal ${y}.` }),
      ],
      employers: [({ list }) => `Team: ${list}.`, ({ list }) => `Esperienze presso ${list}.`],
      skills: [({ list }) => `Competenze: ${list}.`, ({ list }) => `Strumenti: ${list}.`],
      projects: [({ list }) => `Progetti: ${list}.`],
      services: [({ list }) => `Servizi: ${list}.`],
      location: [({ location }) => `Sede: ${location}.`],
      closing: ["Scrivetemi."],
    },
    project: {
      main: [
        (v) =>
          byProject(v, {
            both: () => `${v.title}: ${v.tech}.`,
            title: () => `${v.title}.`,
            tech: () => `Realizzato con ${v.tech}.`,
          }),
        (v) =>
          byProject(v, {
            both: () => `${v.title}, realizzato con ${v.tech}.`,
            title: () => `Progetto: ${v.title}.`,
            tech: () => `Tecnologie: ${v.tech}.`,
          }),
      ],
      live: ["Demo online."],
      code: ["Codice sorgente nel link."],
      liveAndCode: ["Demo online e codice sorgente nel link."],
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
            both: () => `${v.title} presso ${v.company}${v.period ? `, ${v.period}` : ""}.`,
            company: () => `Presso ${v.company}${v.period ? `, ${v.period}` : ""}.`,
            title: () => `Ruolo: ${v.title}${v.period ? `, ${v.period}` : ""}.`,
          }),
      ],
      skills: [({ list }) => `Competenze: ${list}.`],
    },
  },
};
