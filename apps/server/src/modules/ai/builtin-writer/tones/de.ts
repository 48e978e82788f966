import { byCareer, byFocus, byProject, byRole, byWho, type ToneBooks } from "../tone-phrasebook";

// German. The title stands as written, after "als" or in apposition, never with an article that shows gender
// ("ein"/"eine"); no adjective about the writer.
const jahre = (n: number) => `${n} ${n === 1 ? "Jahr" : "Jahre"}`;
const jahren = (n: number) => `${n} ${n === 1 ? "Jahr" : "Jahren"}`;
const paren = (period: string) => (period ? ` (${period})` : "");

/** The four tones in German. */
export const de: ToneBooks = {
  professional: {
    bio: {
      lead: [
        (v) =>
          byWho(v, {
            both: () => `Ich bin ${v.name}, ${v.title}${v.location ? ` in ${v.location}` : ""}.`,
            name: () => `Ich bin ${v.name}${v.location ? ` und arbeite in ${v.location}` : ""}.`,
            title: () => `Ich arbeite als ${v.title}${v.location ? ` in ${v.location}` : ""}.`,
          }),
        (v) =>
          byWho(v, {
            both: () => `${v.name} – ${v.title}${v.location ? ` in ${v.location}` : ""}.`,
            name: () => `${v.name}${v.location ? `, ${v.location}` : ""}: Willkommen in meinem beruflichen Portfolio.`,
            title: () => `Mein Beruf: ${v.title}${v.location ? `, ${v.location}` : ""}.`,
          }),
      ],
      focus: [
        (v) =>
          byFocus(v, {
            both: () => `Mein Schwerpunkt liegt auf ${v.list}, mein Arbeitsort ist ${v.location}.`,
            skills: () => `Mein Schwerpunkt liegt auf ${v.list}.`,
            location: () => `Mein Arbeitsort ist ${v.location}.`,
          }),
        (v) =>
          byFocus(v, {
            both: () => `Ich habe mich auf ${v.list} spezialisiert und arbeite von ${v.location} aus.`,
            skills: () => `Ich habe mich auf ${v.list} spezialisiert.`,
            location: () => `Ich arbeite von ${v.location} aus.`,
          }),
      ],
    },
    about: {
      intro: [
        (v) =>
          byWho(v, {
            both: () => `Mein Name ist ${v.name}, und ich arbeite als ${v.title}.`,
            name: () => `Mein Name ist ${v.name}.`,
            title: () => `Beruflich arbeite ich als ${v.title}.`,
          }),
        (v) =>
          byWho(v, {
            both: () => `Ich heiße ${v.name} und bin von Beruf ${v.title}.`,
            name: () => `Ich heiße ${v.name}, und dies ist mein berufliches Portfolio.`,
            title: () => `Von Beruf bin ich ${v.title}.`,
          }),
      ],
      career: [
        (c) =>
          byCareer(c, {
            years: (n) => `Ich verfüge über ${jahre(n)} Berufserfahrung.`,
            since: (y) => `Seit ${y} bin ich beruflich tätig.`,
          }),
        (c) =>
          byCareer(c, {
            years: (n) => `Meine Berufserfahrung umfasst ${jahre(n)}.`,
            since: (y) => `Mein beruflicher Weg begann ${y}.`,
          }),
      ],
      employers: [
        ({ list }) => `Zu meinen beruflichen Stationen zählen ${list}.`,
        ({ list }) => `Ich habe mit den Teams von ${list} zusammengearbeitet.`,
      ],
      skills: [
        ({ list }) => `Zu meinen Fachgebieten gehören ${list}.`,
        ({ list }) => `Ich arbeite vor allem mit ${list}.`,
      ],
      projects: [
        ({ list }) => `Ausgewählte Projekte sind ${list}.`,
        ({ list }) => `Zu den hier vorgestellten Projekten gehören ${list}.`,
      ],
      services: [({ list }) => `Ich biete ${list} an.`, ({ list }) => `Meine Leistungen umfassen ${list}.`],
      location: [
        ({ location }) => `Ich lebe in ${location}.`,
        ({ location }) => `Mein Büro befindet sich in ${location}.`,
      ],
      closing: [
        "Sprechen Sie mich gern auf ein Projekt oder eine Stelle an.",
        "Über Anfragen zu neuen Projekten und Stellen freue ich mich.",
      ],
    },
    project: {
      main: [
        (v) =>
          byProject(v, {
            both: () => `${v.title} wurde mit ${v.tech} entwickelt.`,
            title: () => `${v.title} gehört zu meinen ausgewählten Projekten.`,
            tech: () => `Dieses Projekt wurde mit ${v.tech} entwickelt.`,
          }),
        (v) =>
          byProject(v, {
            both: () => `Für ${v.title} habe ich ${v.tech} eingesetzt.`,
            title: () => `${v.title} ist ein Projekt aus meinem Portfolio.`,
            tech: () => `Für dieses Projekt habe ich ${v.tech} eingesetzt.`,
          }),
      ],
      live: ["Eine Live-Version ist online verfügbar."],
      code: ["Der Quellcode ist öffentlich zugänglich."],
      liveAndCode: ["Sowohl eine Live-Version als auch der Quellcode sind verfügbar."],
    },
    experience: {
      main: [
        (v) =>
          byRole(v, {
            both: () =>
              v.current
                ? `Derzeit bin ich als ${v.title} bei ${v.company} tätig${paren(v.period)}.`
                : `Ich war als ${v.title} bei ${v.company} tätig${paren(v.period)}.`,
            company: () => `${v.current ? "Derzeit arbeite ich" : "Ich arbeitete"} bei ${v.company}${paren(v.period)}.`,
            title: () => `${v.current ? "Derzeit arbeite ich" : "Ich arbeitete"} als ${v.title}${paren(v.period)}.`,
          }),
        (v) =>
          byRole(v, {
            both: () =>
              `${v.current ? "Aktuelle Position" : "Position"} bei ${v.company}${paren(v.period)}: ${v.title}.`,
            company: () => `${v.current ? "Aktueller Arbeitgeber" : "Arbeitgeber"}${paren(v.period)}: ${v.company}.`,
            title: () => `${v.current ? "Aktuelle Position" : "Position"}${paren(v.period)}: ${v.title}.`,
          }),
      ],
      skills: [
        ({ list }) => `Zu den Fähigkeiten, die ich in solche Aufgaben einbringe, gehören ${list}.`,
        ({ list }) => `Für diese Rolle relevante Fähigkeiten: ${list}.`,
      ],
    },
  },

  friendly: {
    bio: {
      lead: [
        (v) =>
          byWho(v, {
            both: () => `Hallo, ich bin ${v.firstName}, ${v.title}${v.location ? ` aus ${v.location}` : ""}!`,
            name: () => `Hallo, ich bin ${v.firstName}${v.location ? ` aus ${v.location}` : ""}!`,
            title: () => `Hallo, ich arbeite als ${v.title}${v.location ? ` in ${v.location}` : ""}!`,
          }),
        (v) =>
          byWho(v, {
            both: () => `Hi, hier ist ${v.firstName}, von Beruf ${v.title}.`,
            name: () => `Hi, hier ist ${v.firstName}!`,
            title: () => `Hi, ich bin von Beruf ${v.title}.`,
          }),
      ],
      focus: [
        (v) =>
          byFocus(v, {
            both: () => `Am liebsten arbeite ich mit ${v.list}, und zu Hause bin ich in ${v.location}.`,
            skills: () => `Am liebsten arbeite ich mit ${v.list}.`,
            location: () => `Zu Hause bin ich in ${v.location}.`,
          }),
        (v) =>
          byFocus(v, {
            both: () => `Was mir am meisten Spaß macht: ${v.list} – und du findest mich in ${v.location}.`,
            skills: () => `Was mir am meisten Spaß macht: ${v.list}.`,
            location: () => `Du findest mich in ${v.location}.`,
          }),
      ],
    },
    about: {
      intro: [
        (v) =>
          byWho(v, {
            both: () => `Hallo und herzlich willkommen! Ich heiße ${v.name} und arbeite als ${v.title}.`,
            name: () => `Hallo und herzlich willkommen! Ich heiße ${v.name}.`,
            title: () => `Hallo und herzlich willkommen! Ich arbeite als ${v.title}.`,
          }),
        (v) =>
          byWho(v, {
            both: () => `Schön, dass du vorbeischaust! Mein Name ist ${v.name}, und mein Beruf ist ${v.title}.`,
            name: () => `Schön, dass du vorbeischaust! Mein Name ist ${v.name}.`,
            title: () => `Schön, dass du vorbeischaust! Mein Beruf ist ${v.title}.`,
          }),
      ],
      career: [
        (c) =>
          byCareer(c, {
            years: (n) => `Ich mache das jetzt schon seit ${jahren(n)} beruflich.`,
            since: (y) => `Ich mache das seit ${y}.`,
          }),
        (c) =>
          byCareer(c, {
            years: (n) => `Mein Berufsleben zählt inzwischen ${jahre(n)}.`,
            since: (y) => `Angefangen hat alles ${y}.`,
          }),
      ],
      employers: [
        ({ list }) => `Unterwegs durfte ich mit den Teams von ${list} arbeiten.`,
        ({ list }) => `Eine Zeit lang habe ich bei ${list} gearbeitet.`,
      ],
      skills: [({ list }) => `Im Alltag arbeite ich mit ${list}.`, ({ list }) => `Meine Lieblingswerkzeuge: ${list}.`],
      projects: [
        ({ list }) => `Schau dir ${list} an, um zu sehen, woran ich gebaut habe.`,
        ({ list }) => `Ein paar Sachen, die ich gemacht habe: ${list}.`,
      ],
      services: [
        ({ list }) => `Ich helfe dir gern bei ${list}.`,
        ({ list }) => `Bei ${list} bin ich gern für dich da.`,
      ],
      location: [
        ({ location }) => `Ich lebe und arbeite in ${location}.`,
        ({ location }) => `Mein Zuhause ist ${location}.`,
      ],
      closing: [
        "Schreib mir jederzeit, ich freue mich, von dir zu hören!",
        "Schick mir eine Nachricht, ich plaudere immer gern.",
      ],
    },
    project: {
      main: [
        (v) =>
          byProject(v, {
            both: () => `${v.title} habe ich mit ${v.tech} gebaut.`,
            title: () => `Hier ist ${v.title}, eins meiner Projekte.`,
            tech: () => `Dieses Projekt habe ich mit ${v.tech} gebaut.`,
          }),
        (v) =>
          byProject(v, {
            both: () => `Darf ich vorstellen: ${v.title}! Es läuft mit ${v.tech}.`,
            title: () => `Darf ich vorstellen: ${v.title}, ein Projekt von mir!`,
            tech: () => `Unter der Haube läuft dieses Projekt mit ${v.tech}.`,
          }),
      ],
      live: ["Du kannst es live ausprobieren!", "Probier die Live-Version ruhig aus."],
      code: ["Den Code kannst du dir auch anschauen.", "Neugierig, wie es funktioniert? Der Quellcode ist verlinkt."],
      liveAndCode: [
        "Probier es live aus oder stöbere im Code!",
        "Es gibt eine Live-Version zum Ausprobieren und Code zum Entdecken.",
      ],
    },
    experience: {
      main: [
        (v) =>
          byRole(v, {
            both: () =>
              v.current
                ? `Zurzeit arbeite ich als ${v.title} bei ${v.company}${paren(v.period)}.`
                : `Eine Zeit lang war ich als ${v.title} bei ${v.company}${paren(v.period)}.`,
            company: () =>
              v.current
                ? `Zurzeit arbeite ich bei ${v.company}${paren(v.period)}.`
                : `Eine Zeit lang war ich bei ${v.company}${paren(v.period)}.`,
            title: () =>
              v.current
                ? `Zurzeit arbeite ich als ${v.title}${paren(v.period)}.`
                : `Eine Zeit lang habe ich als ${v.title} gearbeitet${paren(v.period)}.`,
          }),
        (v) =>
          byRole(v, {
            both: () =>
              `Bei ${v.company} ${v.current ? "darf" : "durfte"} ich als ${v.title} arbeiten${paren(v.period)}.`,
            company: () => `Ich ${v.current ? "darf" : "durfte"} bei ${v.company} arbeiten${paren(v.period)}.`,
            title: () => `Ich ${v.current ? "darf" : "durfte"} als ${v.title} arbeiten${paren(v.period)}.`,
          }),
      ],
      skills: [
        ({ list }) => `Meine Lieblingsfähigkeiten für solche Aufgaben: ${list}.`,
        ({ list }) => `Mit im Gepäck habe ich ${list}.`,
      ],
    },
  },

  confident: {
    bio: {
      lead: [
        (v) =>
          byWho(v, {
            both: () => `Ich bin ${v.name}, ${v.title}, und auf mich ist Verlass.`,
            name: () => `Ich bin ${v.name}, und auf mich ist Verlass.`,
            title: () => `Als ${v.title} können Sie sich auf mich verlassen.`,
          }),
        (v) =>
          byWho(v, {
            both: () => `${v.name}, ${v.title}: bereit, wenn Sie es sind.`,
            name: () => `${v.name}: bereit, wenn Sie es sind.`,
            title: () => `${v.title}: bereit, wenn Sie es sind.`,
          }),
      ],
      focus: [
        (v) =>
          byFocus(v, {
            both: () => `${v.list}: Hier leiste ich meine beste Arbeit, von ${v.location} aus.`,
            skills: () => `${v.list}: Hier leiste ich meine beste Arbeit.`,
            location: () => `Von ${v.location} aus nehme ich die nächste Herausforderung an.`,
          }),
        (v) =>
          byFocus(v, {
            both: () => `Mit ${v.list} mache ich aus Ideen Ergebnisse, von ${v.location} aus.`,
            skills: () => `Mit ${v.list} mache ich aus Ideen Ergebnisse.`,
            location: () => `Meine Basis: ${v.location}. Mein Maßstab: Ergebnisse.`,
          }),
      ],
    },
    about: {
      intro: [
        (v) =>
          byWho(v, {
            both: () => `Hier spricht ${v.name}: Als ${v.title} bringe ich Dinge voran.`,
            name: () => `Hier spricht ${v.name}, und ich bringe Dinge voran.`,
            title: () => `Als ${v.title} bringe ich Dinge voran.`,
          }),
        (v) =>
          byWho(v, {
            both: () => `Mein Name ist ${v.name}, und ${v.title} ist das, was ich am besten kann.`,
            name: () => `Mein Name ist ${v.name}, und ich halte, was ich verspreche.`,
            title: () => `${v.title} ist das, was ich am besten kann.`,
          }),
      ],
      career: [
        (c) =>
          byCareer(c, {
            years: (n) => `Ich bringe ${jahre(n)} praktische Erfahrung mit.`,
            since: (y) => `Seit ${y} liefere ich professionelle Ergebnisse.`,
          }),
        (c) =>
          byCareer(c, {
            years: (n) => `Hinter allem, was ich tue, stehen ${jahre(n)} Berufspraxis.`,
            since: (y) => `Seit ${y} mache ich das auf professionellem Niveau.`,
          }),
      ],
      employers: [
        ({ list }) => `Teams bei ${list} haben mir ihre Arbeit anvertraut.`,
        ({ list }) => `Meine Erfolgsbilanz umfasst ${list}.`,
      ],
      skills: [
        ({ list }) => `Ich hole das Beste aus ${list} heraus.`,
        ({ list }) => `Ich arbeite auf hohem Niveau mit ${list}.`,
      ],
      projects: [
        ({ list }) => `Die Ergebnisse sprechen für sich: ${list}.`,
        ({ list, many }) => `${list} ${many ? "zeigen" : "zeigt"}, was ich kann.`,
      ],
      services: [
        ({ list }) => `Wenn Sie ${list} brauchen, liefere ich.`,
        ({ list }) => `Ich übernehme ${list}, von Anfang bis Ende.`,
      ],
      location: [
        ({ location }) => `Ich arbeite von ${location} aus.`,
        ({ location }) => `Meine Basis ist ${location}.`,
      ],
      closing: [
        "Sprechen wir darüber, was ich für Sie tun kann.",
        "Bereit, wenn Sie es sind: Bringen wir Ihr nächstes Projekt ins Rollen.",
      ],
    },
    project: {
      main: [
        (v) =>
          byProject(v, {
            both: () => `${v.title} zeigt, was ich mit ${v.tech} leisten kann.`,
            title: () => `${v.title} zeigt, was ich liefern kann.`,
            tech: () => `Dieses Projekt zeigt, was ich mit ${v.tech} leisten kann.`,
          }),
        (v) =>
          byProject(v, {
            both: () => `Bei ${v.title} habe ich ${v.tech} gezielt eingesetzt.`,
            title: () => `Hinter ${v.title} stehe ich voll und ganz.`,
            tech: () => `Hier habe ich ${v.tech} gezielt eingesetzt.`,
          }),
      ],
      live: ["Sehen Sie es live in Aktion."],
      code: ["Der Code liegt offen zur Prüfung."],
      liveAndCode: ["Es läuft live, und der Code liegt offen zur Prüfung."],
    },
    experience: {
      main: [
        (v) =>
          byRole(v, {
            both: () =>
              `Bei ${v.company} ${v.current ? "liefere" : "lieferte"} ich als ${v.title} Ergebnisse${paren(v.period)}.`,
            company: () => `Bei ${v.company} ${v.current ? "liefere" : "lieferte"} ich Ergebnisse${paren(v.period)}.`,
            title: () => `Als ${v.title} ${v.current ? "liefere" : "lieferte"} ich Ergebnisse${paren(v.period)}.`,
          }),
        (v) =>
          byRole(v, {
            both: () =>
              `${v.title} bei ${v.company}${paren(v.period)}: eine Rolle, die ich voll ${v.current ? "ausfülle" : "ausgefüllt habe"}.`,
            company: () =>
              `${v.company}${paren(v.period)}: ein Team, das ich ${v.current ? "voranbringe" : "vorangebracht habe"}.`,
            title: () =>
              `${v.title}${paren(v.period)}: eine Rolle, die ich voll ${v.current ? "ausfülle" : "ausgefüllt habe"}.`,
          }),
      ],
      skills: [
        ({ list }) => `In jede solche Rolle bringe ich ${list} ein.`,
        ({ list }) => `Was ich mitbringe: ${list}.`,
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
            both: () => `Ich bin ${v.name} und arbeite als ${v.title}${v.location ? ` von ${v.location} aus` : ""}.`,
            name: () => `Ich bin ${v.name}${v.location ? ` und arbeite von ${v.location} aus` : ""}.`,
            title: () => `Ich arbeite als ${v.title}${v.location ? ` von ${v.location} aus` : ""}.`,
          }),
        (v) =>
          byWho(v, {
            both: () => `Hier ist ${v.name}, tätig als ${v.title}${v.location ? `; Standort: ${v.location}` : ""}.`,
            name: () => `Hier ist ${v.name}${v.location ? `; Standort: ${v.location}` : ""}.`,
            title: () => `Tätig als ${v.title}${v.location ? `; Standort: ${v.location}` : ""}.`,
          }),
      ],
      career: [(c) => byCareer(c, { years: (n) => `${jahre(n)} Erfahrung.`, since: (y) => `Berufstätig seit ${y}.` })],
      employers: [({ list }) => `Stationen: ${list}.`, ({ list }) => `Tätig bei ${list}.`],
      skills: [({ list }) => `Fähigkeiten: ${list}.`, ({ list }) => `Werkzeuge: ${list}.`],
      projects: [({ list }) => `Projekte: ${list}.`],
      services: [({ list }) => `Leistungen: ${list}.`],
      location: [({ location }) => `Standort: ${location}.`],
      closing: ["Schreiben Sie mir."],
    },
    project: {
      main: [
        (v) =>
          byProject(v, {
            both: () => `${v.title}: ${v.tech}.`,
            title: () => `${v.title}.`,
            tech: () => `Gebaut mit ${v.tech}.`,
          }),
        (v) =>
          byProject(v, {
            both: () => `${v.title}, gebaut mit ${v.tech}.`,
            title: () => `Projekt: ${v.title}.`,
            tech: () => `Technik: ${v.tech}.`,
          }),
      ],
      live: ["Live-Demo online."],
      code: ["Quellcode verlinkt."],
      liveAndCode: ["Live-Demo und Quellcode verlinkt."],
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
            both: () => `${v.title} bei ${v.company}${v.period ? `, ${v.period}` : ""}.`,
            company: () => `Bei ${v.company}${v.period ? `, ${v.period}` : ""}.`,
            title: () => `Position: ${v.title}${v.period ? `, ${v.period}` : ""}.`,
          }),
      ],
      skills: [({ list }) => `Fähigkeiten: ${list}.`],
    },
  },
};
