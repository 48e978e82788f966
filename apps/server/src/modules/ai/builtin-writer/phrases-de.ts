import { listFormatter, wordsPattern, type Phrasebook } from "./phrasebook";

// German, in the polite "Sie" form. The title follows "als" without an article, so any job title reads correctly.
const jahre = (n: number) => (n === 1 ? "1 Jahr" : `${n} Jahre`);

/** Deutsch. */
export const de: Phrasebook = {
  list: listFormatter("de"),
  gap: " ",
  when: (period) => (period ? ` (${period})` : ""),
  headline: {
    titleSkills: [
      ({ title, skills }) => `${title} · ${skills}`,
      ({ title, skills }) => `${title} mit Fokus auf ${skills}`,
      ({ title, skills }) => `${title} | ${skills}`,
    ],
    titleLocation: [
      ({ title, location }) => `${title} in ${location}`,
      ({ title, location }) => `${title} · ${location}`,
    ],
    skills: [({ skills }) => `Ich arbeite mit ${skills}`, ({ skills }) => `Schwerpunkte: ${skills}`],
    name: [({ name }) => `Das Portfolio von ${name}`, ({ name }) => `${name} · Portfolio`],
    empty: ["Mein Portfolio", "Willkommen in meinem Portfolio"],
  },
  person: {
    nameTitle: [
      ({ name, title }) => `Ich bin ${name} und arbeite als ${title}.`,
      ({ name, title }) => `Mein Name ist ${name}, ich arbeite als ${title}.`,
      ({ name, title }) => `Hallo, ich bin ${name}: ${title}.`,
    ],
    name: [({ name }) => `Ich bin ${name}.`, ({ name }) => `Mein Name ist ${name}.`],
    title: [({ title }) => `Ich arbeite als ${title}.`, ({ title }) => `Beruflich bin ich als ${title} tätig.`],
    years: [
      ({ years }) => `Ich habe ${jahre(years)} Berufserfahrung.`,
      ({ years }) => `Meine berufliche Laufbahn umfasst ${jahre(years)}.`,
    ],
    since: [
      ({ year }) => `Ich bin seit ${year} beruflich tätig.`,
      ({ year }) => `Meine berufliche Laufbahn begann ${year}.`,
    ],
    employers: [
      ({ employers }) => `Ich habe bei ${employers} gearbeitet.`,
      ({ employers, many }) => `Zu meinen beruflichen Stationen ${many ? "gehören" : "gehört"} ${employers}.`,
      ({ employers }) => `Meine Erfahrung umfasst Positionen bei ${employers}.`,
    ],
    skills: [
      ({ skills, many }) => `Zu meinem Werkzeugkasten ${many ? "gehören" : "gehört"} ${skills}.`,
      ({ skills }) => `Ich arbeite mit ${skills}.`,
      ({ skills }) => `Meine Fähigkeiten umfassen ${skills}.`,
    ],
    projects: [
      ({ projects, many }) => `Zu den Projekten in meinem Portfolio ${many ? "gehören" : "gehört"} ${projects}.`,
      ({ projects }) => `Weiter unten finden Sie ${projects}.`,
    ],
    location: [({ location }) => `Ich arbeite von ${location} aus.`, ({ location }) => `Mein Standort: ${location}.`],
    services: [({ services }) => `Ich biete ${services} an.`, ({ services }) => `Meine Leistungen: ${services}.`],
    closing: [
      "Werfen Sie einen Blick auf meine Arbeit.",
      "Nehmen Sie gern Kontakt mit mir auf.",
      "Schauen Sie sich um und melden Sie sich, wenn Sie zusammenarbeiten möchten.",
    ],
    emptyBio: ["Willkommen in meinem Portfolio.", "Hier finden Sie meine Arbeit und wie Sie mich erreichen."],
    emptyAbout: [
      "Willkommen in meinem Portfolio. Hier finden Sie meine Arbeit und wie Sie mich erreichen.",
      "Danke für Ihren Besuch. Sehen Sie sich meine Arbeit an und melden Sie sich gern.",
    ],
  },
  project: {
    withTech: [
      ({ title, tech }) => `${title} ist mit ${tech} umgesetzt.`,
      ({ title, tech }) => `${title} ist ein Projekt, das mit ${tech} entstanden ist.`,
      ({ title, tech }) => `Für ${title} habe ich ${tech} eingesetzt.`,
    ],
    titleOnly: [
      ({ title }) => `${title} ist eines der Projekte in meinem Portfolio.`,
      ({ title }) => `An ${title} habe ich gearbeitet.`,
    ],
    techOnly: [
      ({ tech }) => `Dieses Projekt ist mit ${tech} umgesetzt.`,
      ({ tech }) => `Ich habe dieses Projekt mit ${tech} umgesetzt.`,
    ],
    live: ["Eine Live-Demo ist verfügbar.", "Sie können die Live-Version ausprobieren."],
    code: ["Der Quellcode ist einsehbar.", "Der Quellcode ist ebenfalls verlinkt."],
    empty: ["Eines der Projekte in meinem Portfolio.", "Ein Projekt aus meinem Portfolio."],
  },
  experience: {
    roleAt: [
      ({ title, company, when, current }) =>
        current
          ? `Bei ${company}${when} bin ich als ${title} tätig.`
          : `Bei ${company}${when} war ich als ${title} tätig.`,
      ({ title, company, when, current }) =>
        current
          ? `Ich arbeite als ${title} bei ${company}${when}.`
          : `Ich habe als ${title} bei ${company}${when} gearbeitet.`,
    ],
    company: [
      ({ company, when, current }) =>
        current ? `Ich arbeite bei ${company}${when}.` : `Ich habe bei ${company}${when} gearbeitet.`,
    ],
    role: [
      ({ title, when, current }) =>
        current ? `Ich arbeite als ${title}${when}.` : `Ich habe als ${title}${when} gearbeitet.`,
    ],
    skills: [
      ({ skills }) => `In solchen Aufgaben setze ich auf Fähigkeiten wie ${skills}.`,
      ({ skills }) => `Für diese Art von Arbeit bringe ich ${skills} mit.`,
    ],
    empty: ["Eine Station meiner beruflichen Laufbahn.", "Teil meiner Berufserfahrung."],
  },
  service: {
    withTitle: [
      ({ service, title }) => `Als ${title} biete ich ${service} an.`,
      ({ service, title }) => `${service} gehört zu den Leistungen, die ich als ${title} anbiete.`,
    ],
    plain: [({ service }) => `${service} gehört zu meinen Leistungen.`, ({ service }) => `Ich biete ${service} an.`],
    skills: [({ skills }) => `Dabei setze ich auf ${skills}.`, ({ skills }) => `Dafür bringe ich ${skills} mit.`],
    cta: [
      "Melden Sie sich, um Ihre Anforderungen zu besprechen.",
      "Schreiben Sie mir, um über Ihr Projekt zu sprechen.",
    ],
    empty: ["Melden Sie sich, um zu besprechen, wie ich Ihr Projekt unterstützen kann."],
  },
  hireMe: {
    withTitle: [
      ({ title }) => `Sie suchen Unterstützung als ${title}? Lassen Sie uns zusammenarbeiten.`,
      ({ title }) => `Brauchen Sie für Ihr nächstes Projekt Unterstützung als ${title}? Ich helfe gern.`,
    ],
    plain: [
      "Sie haben ein Projekt im Kopf? Lassen Sie uns zusammenarbeiten.",
      "Lassen Sie uns gemeinsam an Ihrem nächsten Projekt arbeiten.",
    ],
    services: [({ services }) => `Ich unterstütze Sie bei ${services}.`],
    skills: [({ skills }) => `Ich bringe Erfahrung mit ${skills} mit.`, ({ skills }) => `Ich arbeite mit ${skills}.`],
    availability: [({ availability }) => `Verfügbarkeit: ${availability}.`],
    rate: [({ rate }) => `Stundensatz: ${rate}.`],
    cta: ["Melden Sie sich, um über Ihr Projekt zu sprechen.", "Schreiben Sie mir, und wir legen los."],
  },
  rework: {
    greeting: /^(hallo|hi|hey|guten tag|servus|moin)(\s+(zusammen|alle))?\s*[,!.:–—-]*\s*/iu,
    fixes: [],
    fillers: [wordsPattern(["sehr", "wirklich", "eigentlich", "quasi", "halt"])],
    hedges: [[wordsPattern(["vielleicht", "wahrscheinlich", "eventuell", "irgendwie"]), ""]],
    formal: [],
    casual: [],
    friendlyOpenName: [({ name }) => `Hallo, ich bin ${name}!`, ({ name }) => `Hi! Ich bin ${name}.`],
    friendlyOpen: ["Hallo!", "Hallo zusammen!"],
    friendlyClose: ["Ich freue mich auf Ihre Nachricht!", "Sagen Sie gern Hallo!"],
    friendlyCloseItem: ["Ich erzähle Ihnen gern mehr darüber!", "Fragen Sie mich gern dazu."],
    confidentClose: [
      "Lassen Sie uns gemeinsam etwas Großartiges schaffen.",
      "Machen wir Ihr nächstes Projekt zum Erfolg.",
    ],
    confidentCloseItem: ["Diesen Ansatz bringe ich gern auch in Ihr Projekt ein."],
  },
};
